/**
 * Identity: login and logout, signature generations, server-owned groups and the senders' profile cache. Reached
 * only through this file.
 */
export { sessionBodySchemas } from './body-schemas';
export { ProfileCache } from './profile-cache';
export { isReservedGroupID } from './server-groups';
export { sessionHandlers } from './session-commands';
export { raiseMinGeneration } from './sig-generation';
export { startIdentity } from './start';

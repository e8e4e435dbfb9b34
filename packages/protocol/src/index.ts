/**
 * The messaging wire format shared by the service (apps/im) and the SDK (packages/chat):
 * frames, command names and bodies, pushes, the error table, IDs and element types.
 * Node-only signing lives under `@tifo/protocol/node`.
 */
export * from './version';
export * from './frames';
export * from './codes';
export * from './commands';
export * from './pushes';
export * from './elements';
export * from './live-wire';
export * from './group';
export * from './conversation-id';
export * from './bodies/session';
export type * from './bodies/messages';
export type * from './bodies/conversations';
export type * from './bodies/groups';
export type * from './bodies/live';
export * from './bodies/group-admin';
export * from './bodies/social';
export * from './bodies/message-extras';
export * from './bodies/conversation-groups';
export * from './identity';
export * from './live-rules';
export * from './urls';
export * from './room-messages';

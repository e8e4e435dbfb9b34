/**
 * Social: friends, friend requests, friend groups, blacklist, profiles and user status. Reached only through this
 * file.
 */
export { checkNotBlocked, startBlacklist } from './blacklist';
export { socialBodySchemas } from './body-schemas';
export { socialHandlers } from './commands';
export { announceProfile, getProfiles, mergeStoredProfile, toWireProfile } from './profiles';
export { customStatusOf, onSessionStarted, startStatus } from './status';

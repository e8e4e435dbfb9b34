/** The messaging service: start it with `startImServer`. */
export { startImServer } from './server';
export type { ImServer, ImServerOptions } from './server';
export type { ImConfig } from './config';

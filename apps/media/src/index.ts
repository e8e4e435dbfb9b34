export { startMediaServer, type MediaServer } from './server';
export { loadConfig, type MediaConfig } from './config';
export { MEDIA_ERROR_CODES, MediaError } from './errors';

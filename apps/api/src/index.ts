/** The API's public entry: build the app and its context (used by tests, benchmarks and the start script). */
export { buildApp } from './app';
export type { BuildOptions } from './app';
export { loadConfig } from './config';
export type { ApiConfig } from './config';
export { createContext } from './context';
export { seedDemoData } from './seed';

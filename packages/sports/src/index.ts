/** Pure sports logic shared by the API and the web app. */
export * from './types';
export * from './status';
export * from './clock';
export * from './filters';
export * from './time';
export * from './derived';
export * from './number-display';
export * from './date-list';
export * from './text-width';
export * from './visited-leagues';
export * from './search-history';
export * from './fifa-ranking';
export * from './flag-emoji';

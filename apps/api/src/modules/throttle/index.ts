/** Throttles: atomic counters in the database, counted before the check (used by every module that limits calls). */
export { DAY, HOUR, MINUTE, Throttle } from './throttle';
export type { Limit, TakeResult, Ticket } from './throttle';

import type { FastifyRequest } from 'fastify';

const SPORTS = ['football', 'basketball'] as const;

/** The same call under /api/football/... and /api/basketball/... (or /webapi/...). */
export function bySport(prefix: '/api' | '/webapi', name: string): string[] {
  return SPORTS.map((s) => `${prefix}/${s}/${name}`);
}

/**
 * The paths of a call the contract declares twice, under /football/ and /basketball/ (the same schemas): one
 * route serves both, and the sport in the path must be the match's.
 */
export function bothSports(football: { path: string }, basketball: { path: string }): string[] {
  return [football.path, basketball.path];
}

/** The sport named in the path. */
export function pathSport(request: FastifyRequest): 1 | 2 {
  return request.url.toLowerCase().includes('/basketball/') ? 2 : 1;
}

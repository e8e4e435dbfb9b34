import type { FastifyRequest } from 'fastify';

const SPORTS = ['football', 'basketball'] as const;

/** The same call under /api/football/... and /api/basketball/... (or /webapi/...). */
export function bySport(prefix: '/api' | '/webapi', name: string): string[] {
  return SPORTS.map((s) => `${prefix}/${s}/${name}`);
}

/** The sport named in the path. */
export function pathSport(request: FastifyRequest): 1 | 2 {
  return request.url.toLowerCase().includes('/basketball/') ? 2 : 1;
}

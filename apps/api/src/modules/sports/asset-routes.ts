import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { competitionLogoSvg, teamCrestSvg } from './catalog/crest';
import type { SportsRuntime } from './runtime';

// Flags come from the flag-icons package (MIT): one SVG per ISO code, plus gb-eng, gb-sct, eu.
const FLAG_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
const svgId = z.string().regex(/^\d{1,9}\.svg$/, 'must be <id>.svg');

/** The path parameter `file`, validated (route params are not part of the merged body and query). */
function fileParam(request: FastifyRequest, schema: z.ZodString): string {
  const parsed = schema.safeParse((request.params as { file?: unknown }).file);
  if (!parsed.success)
    throw new ApiError('INVALID_INPUT', `file ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** GET routes for generated crests and flags (image/svg+xml, cached for a day). */
export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext, runtime: SportsRuntime): void {
  const send = (reply: FastifyReply, svg: string | Buffer): void => {
    void reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  };
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/sports/crest/team/:file',
    summary: 'A club’s generated crest (SVG)',
    auth: 'none',
    raw: true,
    input: z.object({}),
    handler: async ({ request, reply }) => {
      const { index } = await runtime.data();
      const team = index.teams.get(Number.parseInt(fileParam(request, svgId), 10));
      if (!team) throw new ApiError('TEAM_NOT_FOUND');
      send(reply, teamCrestSvg(String(team.id), team.short_name_en || team.name_en));
    },
  });
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/sports/crest/competition/:file',
    summary: 'A competition’s generated emblem (SVG)',
    auth: 'none',
    raw: true,
    input: z.object({}),
    handler: async ({ request, reply }) => {
      const { index } = await runtime.data();
      const comp = index.competitions.get(Number.parseInt(fileParam(request, svgId), 10));
      if (!comp) throw new ApiError('COMPETITION_NOT_FOUND');
      send(reply, competitionLogoSvg(comp.code, comp.short_name_en));
    },
  });
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/sports/flag/:file',
    summary: 'A country flag (SVG from flag-icons, MIT)',
    auth: 'none',
    raw: true,
    input: z.object({}),
    handler: async ({ request, reply }) => {
      const name = fileParam(
        request,
        z.string().regex(/^[a-z]{2}(?:-[a-z]{3})?\.svg$/, 'must be <code>.svg'),
      );
      const file = path.join(FLAG_DIR, name);
      if (!fs.existsSync(file)) throw new ApiError('NOT_FOUND', name);
      send(reply, await fs.promises.readFile(file));
    },
  });
}

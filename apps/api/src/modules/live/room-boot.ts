import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pageFor, readRoutePages } from '../../http/web-app';
import { parseJson, toNumber, LIVE_PLAY_AD, readSettings } from '../config';
import { resolveSite, type SiteDefinition } from '../sites';
import { roomOfAnchor, streamNameOf } from './room-repo';
import { streamSource, type StreamSource } from './stream-source';

/**
 * What the room page's first script needs to start the picture before the app has run (the web app's
 * features/live/player/room-boot.ts): the live room's stream, and the two site settings that may hold the
 * picture back (the pre-roll and the guests' watching limits, which that script checks against this device).
 */
export interface RoomBoot {
  anchorid: number;
  stream: StreamSource;
  live_play_ad: unknown;
  room_video_play_sec: number;
  room_video_play_flogin_sec: number;
}

/** The boot data of an anchor's room, or null when it is not live (nothing to start early). */
export async function roomBoot(
  ctx: AppContext,
  anchorId: number,
  site: SiteDefinition,
): Promise<RoomBoot | null> {
  const anchor = await ctx.db.kysely
    .selectFrom('users')
    .select(['status', 'is_anchor'])
    .where('id', '=', anchorId)
    .executeTakeFirst();
  if (!anchor || anchor.status !== 1 || anchor.is_anchor !== 1) return null;
  const room = await roomOfAnchor(ctx.db, anchorId);
  if (!room || room.state !== 'live') return null;
  const settings = await readSettings(ctx.db, site);
  return {
    anchorid: anchorId,
    stream: streamSource(ctx.config.live, streamNameOf(room.id), settings.huawei_pull_hls_domain),
    live_play_ad: parseJson(settings[LIVE_PLAY_AD]),
    room_video_play_sec: toNumber(settings.room_video_play_sec),
    room_video_play_flogin_sec: toNumber(settings.room_video_play_flogin_sec),
  };
}

/** The element id the web app reads the boot data from. */
export const ROOM_BOOT_ID = 'tifo-room-boot';

/**
 * The page with `boot` as a JSON data block before its </head>. A data block is never run, so the strict CSP
 * holds; `<` is escaped so nothing in it (a template an operator wrote) can close the element.
 */
export function withRoomBoot(html: string, boot: RoomBoot): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${ROOM_BOOT_ID}">${json}</script>`;
  // A function replacer: `$&` and its kin in the data (an operator's link, a title) are text, not patterns.
  return html.includes('</head>') ? html.replace('</head>', () => `  ${block}\n  </head>`) : html;
}

/**
 * GET /m/live-detail/:id: the room's page (the build's route page, else index.html) with the room's boot data,
 * so its first script asks for the stream while the app's own scripts arrive and run (bench README, "Time to
 * first frame, cold: the picture first"). The page never fails for the data's sake: an unknown or offline room,
 * or an error reading it, gets the page as the web app would serve it.
 */
export function installRoomBootPage(app: FastifyInstance, ctx: AppContext, webDist: string): void {
  const pages = readRoutePages(webDist);
  app.get<{ Params: { id: string }; Querystring: { site?: string } }>(
    '/m/live-detail/:id',
    async (request, reply) => {
      const page = pageFor(pages, `live-detail/${request.params.id}`);
      const file = fs.existsSync(path.join(webDist, page)) ? page : 'index.html';
      const html = await fs.promises.readFile(path.join(webDist, file), 'utf8');
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) return html;
      try {
        const boot = await roomBoot(ctx, id, resolveSite({ site: request.query.site }));
        return boot ? withRoomBoot(html, boot) : html;
      } catch (error) {
        request.log.warn({ err: error, anchorId: id }, 'room boot data unavailable');
        return html;
      }
    },
  );
}

import type { FastifyRequest } from 'fastify';
import { isFinished } from '@tifo/sports';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { textWidth } from '../accounts';
import type { SportsData } from '../sports';
import { categoryIds, categoryOfSport } from './categories';
import type { MediaClient } from './media-client';
import { currentStreamKey, ensureRoom, issueStreamKey, roomById, streamNameOf } from './room-repo';
import type { RoomRow } from './room-repo';
import { streamSource } from './stream-source';

/** goLive's fields: what the anchor's next (or current) live is about. */
export const goLiveInput = z.object({
  // The messages name codes of the API's table: the anchor reads a translated refusal under the field.
  title: z
    .string({ error: 'LIVE_TITLE_INVALID' })
    .trim()
    // 2-60 wide, a CJK character counting 2; no control characters or < >.
    .refine((v) => textWidth(v) >= 2 && textWidth(v) <= 60, 'LIVE_TITLE_INVALID')
    .refine((v) => ![...v].some((c) => c < ' ' || c === '<' || c === '>'), 'LIVE_TITLE_INVALID'),
  category_id: z.coerce.number().int().min(0).optional(),
  /** The match streamed; 0 or absent: a show. */
  matchid: z.coerce.number().int().min(0).optional(),
  cover: z
    .string({ error: 'LIVE_COVER_INVALID' })
    .trim()
    .max(512, 'LIVE_COVER_INVALID')
    // An http(s) URL or a path.
    .refine((v) => v === '' || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(v), 'LIVE_COVER_INVALID')
    .optional(),
  notice: z.string({ error: 'LIVE_NOTICE_INVALID' }).trim().max(200, 'LIVE_NOTICE_INVALID').optional(),
});

/** The ingest settings an anchor copies into OBS (or the browser uses for WHIP), with the room's playback. */
export interface PushInfo {
  liveid: number;
  stream_name: string;
  state: RoomRow['state'];
  title: string;
  category_id: number;
  matchid: number;
  kind: 'match' | 'show';
  cover: string;
  notice: string;
  rtmp: { server: string; key: string; url: string };
  whip: { url: string; token: string };
  play: ReturnType<typeof streamSource>;
}

function absolute(url: string, request: FastifyRequest): string {
  return url.startsWith('/') ? `${request.protocol}://${request.host}${url}` : url;
}

/**
 * The anchor side of a live room: settings (title, category, match or show, cover), the stream key (shown only
 * to its anchor; resettable, which kicks the stream through the media service) and the ingest URLs.
 */
export class GoLiveService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sports: () => Promise<SportsData>,
    private readonly media: MediaClient,
  ) {}

  /** The caller's room; ANCHORS_ONLY unless the caller is an active anchor. */
  async anchorRoom(userId: number): Promise<RoomRow> {
    const user = await this.ctx.db.kysely
      .selectFrom('users')
      .select(['is_anchor', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.is_anchor !== 1 || user.status !== 1) throw new ApiError('ANCHORS_ONLY');
    return ensureRoom(this.ctx.db, userId, this.ctx.now());
  }

  /** Saves the live's settings on the room (a live under way keeps its session; lists show the new ones). */
  async goLive(
    userId: number,
    input: z.infer<typeof goLiveInput>,
    request: FastifyRequest,
  ): Promise<PushInfo> {
    const room = await this.anchorRoom(userId);
    const categories = await categoryIds(this.ctx.db);
    let matchId: number | null = null;
    let categoryId = input.category_id ?? 0;
    if (input.matchid) {
      const d = await this.sports();
      const m = d.index.matches.get(input.matchid);
      // `field` lets the form mark the match it sent as the cause.
      if (!m) throw new ApiError('MATCH_NOT_FOUND', undefined, { field: 'matchid' });
      if (isFinished(m.sport_id, d.engine.state(m).status))
        throw new ApiError('LIVE_MATCH_ENDED', undefined, { field: 'matchid' });
      matchId = m.id;
      categoryId = categories.get(categoryOfSport(m.sport_id))?.id ?? 0;
    } else if (categoryId) {
      const valid = [...categories.entries()].some(([code, c]) => c.id === categoryId && code !== 'hot');
      if (!valid) throw new ApiError('LIVE_CATEGORY_NOT_FOUND', undefined, { field: 'category_id' });
    } else {
      categoryId = categories.get('other')?.id ?? 0;
    }
    const now = this.ctx.now();
    await this.ctx.db.kysely
      .updateTable('live_rooms')
      .set({
        title: input.title,
        category_id: categoryId,
        match_id: matchId,
        cover: input.cover ?? room.cover,
        notice: input.notice ?? room.notice,
        updated_at: now,
      })
      .where('id', '=', room.id)
      .execute();
    if (room.session_id !== null) {
      await this.ctx.db.kysely
        .updateTable('live_sessions')
        .set({
          title: input.title,
          category_id: categoryId,
          match_id: matchId,
          cover: input.cover ?? room.cover,
        })
        .where('id', '=', room.session_id)
        .execute();
    }
    return this.pushInfo(userId, request);
  }

  /** The caller's ingest settings and room as they are. */
  async pushInfo(userId: number, request: FastifyRequest): Promise<PushInfo> {
    const room = await this.anchorRoom(userId);
    const current = (await roomById(this.ctx.db, room.id)) ?? room;
    const key = await currentStreamKey(
      this.ctx.db,
      this.ctx.config.live.mediaSecret,
      room.id,
      this.ctx.now(),
    );
    return this.describe(current, key, request);
  }

  /** Issues a new key (the old one is refused from now on) and drops a stream that used the old one. */
  async resetKey(userId: number, request: FastifyRequest): Promise<PushInfo & { kicked: boolean }> {
    const room = await this.anchorRoom(userId);
    const key = await issueStreamKey(this.ctx.db, this.ctx.config.live.mediaSecret, room.id, this.ctx.now());
    const kicked = room.state !== 'offline' ? await this.media.kick(streamNameOf(room.id)) : false;
    return { ...this.describe(room, key, request), kicked };
  }

  private describe(room: RoomRow, key: string, request: FastifyRequest): PushInfo {
    const live = this.ctx.config.live;
    const server = live.rtmpUrlTemplate.replaceAll('{host}', request.hostname);
    const streamName = streamNameOf(room.id);
    return {
      liveid: room.id,
      stream_name: streamName,
      state: room.state,
      title: room.title,
      category_id: room.category_id,
      matchid: room.match_id ?? 0,
      kind: room.match_id !== null ? 'match' : 'show',
      cover: room.cover,
      notice: room.notice,
      rtmp: { server, key, url: `${server.replace(/\/+$/, '')}/${key}` },
      whip: { url: absolute(live.whipUrlTemplate, request), token: key },
      play: streamSource(live, streamName),
    };
  }
}

import type { FastifyRequest } from 'fastify';
import { isFinished } from '@tifo/sports';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { textWidth } from '../accounts/edit-profile';
import type { SportsData } from '../sports/runtime';
import { categoryIds, categoryOfSport } from './categories';
import type { MediaClient } from './media-client';
import { currentStreamKey, ensureRoom, issueStreamKey, roomById, streamNameOf } from './room-repo';
import type { RoomRow } from './room-repo';
import { streamSource } from './stream-source';

/** goLive's fields: what the anchor's next (or current) live is about. */
export const goLiveInput = z.object({
  title: z
    .string()
    .trim()
    .refine((v) => textWidth(v) >= 2 && textWidth(v) <= 60, 'must be 2-60 wide (a CJK character counts 2)')
    .refine(
      (v) => ![...v].some((c) => c < ' ' || c === '<' || c === '>'),
      'must not contain control characters or < >',
    ),
  category_id: z.coerce.number().int().min(0).optional(),
  /** The match streamed; 0 or absent: a show. */
  matchid: z.coerce.number().int().min(0).optional(),
  cover: z
    .string()
    .trim()
    .max(512)
    .refine((v) => v === '' || /^(https?:\/\/|\/)[^\s"'<>]+$/.test(v), 'must be an http(s) URL or a path')
    .optional(),
  notice: z.string().trim().max(200).optional(),
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

  /** The caller's room; FORBIDDEN unless the caller is an active anchor. */
  async anchorRoom(userId: number): Promise<RoomRow> {
    const user = await this.ctx.db.kysely
      .selectFrom('users')
      .select(['is_anchor', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.is_anchor !== 1 || user.status !== 1) throw new ApiError('FORBIDDEN', 'anchors only');
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
      if (!m) throw new ApiError('MATCH_NOT_FOUND');
      if (isFinished(m.sport_id, d.engine.state(m).status))
        throw new ApiError('INVALID_INPUT', 'matchid has ended');
      matchId = m.id;
      categoryId = categories.get(categoryOfSport(m.sport_id))?.id ?? 0;
    } else if (categoryId) {
      const valid = [...categories.entries()].some(([code, c]) => c.id === categoryId && code !== 'hot');
      if (!valid) throw new ApiError('INVALID_INPUT', 'category_id unknown');
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

import { EventEmitter } from 'node:events';
import type { HeartbeatAnswer, PublishGrant, UnpublishReason } from '@tifo/media-contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { MediaClient } from './media-client';
import type { RoomRow } from './room-repo';
import { roomById, roomIdOfStream, roomOfStreamKey, streamNameOf } from './room-repo';

/** How a stream ended, as the media service reports it (media contract). */
export type { UnpublishReason };

/** A publish as the media service reports it. */
export interface PublishCall {
  streamKey: string;
  protocol: 'rtmp' | 'whip' | 'demo';
}

/** A stream listed in a media heartbeat. */
export interface HeartbeatStream {
  streamName: string;
  viewers: { flv: number; hls: number };
}

/** A recording file the media service closed. */
export interface RecordingCall {
  streamName: string;
  roomId: number;
  file: string;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  bytes: number;
  cover: string;
}

/**
 * Owns every room's live state. The media service reports publish, unpublish and heartbeats; this service turns
 * them into rooms that are live, away (no evidence of the stream for `awayAfterMs`) or offline (none for
 * `offlineAfterMs`, or an anchor who stopped), and into live sessions with their peak viewers.
 */
export class LiveStateService {
  /** 'started' with the room as it went live (a new session, not a stream that came back). */
  readonly events = new EventEmitter<{ started: [room: RoomRow, sessionTitle: string] }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly media: MediaClient,
  ) {}

  /** Whether the room's anchor may stream: an active account that is still an anchor. */
  private async anchorMayStream(anchorId: number): Promise<{ nick_name: string } | null> {
    const anchor = await this.ctx.db.kysely
      .selectFrom('users')
      .select(['nick_name', 'status', 'is_anchor'])
      .where('id', '=', anchorId)
      .executeTakeFirst();
    return anchor && anchor.status === 1 && anchor.is_anchor === 1 ? anchor : null;
  }

  /** Authorises a publish by stream key: the room goes live (a new session, or the same one after a drop). */
  async publish(call: PublishCall): Promise<PublishGrant> {
    const found = await roomOfStreamKey(this.ctx.db, call.streamKey);
    if (!found) throw new ApiError('FORBIDDEN', 'wrong or revoked stream key');
    const { room, keyId } = found;
    const anchor = await this.anchorMayStream(room.anchor_id);
    if (!anchor) throw new ApiError('FORBIDDEN', 'the account may not stream');
    const now = this.ctx.now();
    if (room.state !== 'offline' && room.session_id !== null) {
      // The stream came back within the offline window (a drop, a media restart): the same live goes on.
      await this.ctx.db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('live_rooms')
          .set({ state: 'live', stream_seen_at: now, updated_at: now })
          .where('id', '=', room.id)
          .execute();
        await trx
          .updateTable('live_sessions')
          .set({ key_id: keyId })
          .where('id', '=', room.session_id)
          .execute();
      });
    } else {
      await this.startSession(room, anchor.nick_name, call.protocol, keyId, now);
    }
    return { streamName: streamNameOf(room.id), roomId: room.id, record: true };
  }

  private async startSession(
    room: RoomRow,
    nick: string,
    protocol: string,
    keyId: number,
    now: number,
  ): Promise<void> {
    await this.ctx.db.kysely.transaction().execute(async (trx) => {
      const session = await trx
        .insertInto('live_sessions')
        .values({
          room_id: room.id,
          anchor_id: room.anchor_id,
          title: room.title || `${nick}`,
          category_id: room.category_id,
          match_id: room.match_id,
          cover: room.cover,
          protocol,
          key_id: keyId,
          started_at: now,
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('live_rooms')
        .set({ state: 'live', session_id: session.id, stream_seen_at: now, viewers: 0, updated_at: now })
        .where('id', '=', room.id)
        .execute();
    });
    this.events.emit('started', room, room.title || nick);
  }

  /**
   * A stream stopped. An anchor who ended it (or was kicked) is offline at once; a drop or a media shutdown
   * keeps the room live so players reconnect, and reconciliation makes it away, then offline, if it stays down.
   */
  async unpublish(streamName: string, reason: UnpublishReason): Promise<void> {
    const roomId = roomIdOfStream(streamName);
    if (roomId === null || streamName.endsWith('_sd')) return;
    const room = await roomById(this.ctx.db, roomId);
    if (!room || room.state === 'offline') return;
    const now = this.ctx.now();
    if (reason === 'ended' || reason === 'kicked') {
      await this.endLive(room, reason, now);
      return;
    }
    await this.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ stream_seen_at: now, updated_at: now })
      .where('id', '=', room.id)
      .execute();
  }

  /** Ends the room's live: offline, the session closed with its reason. */
  async endLive(room: RoomRow, reason: string, now: number): Promise<void> {
    await this.ctx.db.kysely.transaction().execute(async (trx) => {
      if (room.session_id !== null) {
        await trx
          .updateTable('live_sessions')
          .set({ ended_at: now, end_reason: reason })
          .where('id', '=', room.session_id)
          .where('ended_at', 'is', null)
          .execute();
      }
      await trx
        .updateTable('live_rooms')
        .set({ state: 'offline', session_id: null, viewers: 0, updated_at: now })
        .where('id', '=', room.id)
        .execute();
    });
  }

  /**
   * A media heartbeat: the live or away rooms it lists are live, with their viewers (SD rendition included). A
   * listed stream the API does not hold live (the room went offline meanwhile), or one whose key was revoked or
   * whose anchor may no longer stream, is kicked (again at every heartbeat while it stays up): an encoder that
   * reconnects is authorised afresh by its key. Then every room is reconciled.
   */
  async heartbeat(streams: HeartbeatStream[]): Promise<HeartbeatAnswer> {
    const viewersByRoom = new Map<number, number>();
    for (const s of streams) {
      const roomId = roomIdOfStream(s.streamName);
      if (roomId === null) continue;
      const viewers = Math.max(0, s.viewers.flv) + Math.max(0, s.viewers.hls);
      viewersByRoom.set(roomId, (viewersByRoom.get(roomId) ?? 0) + viewers);
    }
    const now = this.ctx.now();
    const kicked: string[] = [];
    for (const [roomId, viewers] of viewersByRoom) {
      const room = await roomById(this.ctx.db, roomId);
      if (!room || room.state === 'offline' || room.session_id === null || !(await this.authorised(room))) {
        const streamName = streamNameOf(roomId);
        kicked.push(streamName);
        await this.media.kick(streamName);
        if (room && room.state !== 'offline') await this.endLive(room, 'kicked', now);
        continue;
      }
      await this.ctx.db.kysely
        .updateTable('live_rooms')
        .set({ state: 'live', stream_seen_at: now, viewers, updated_at: now })
        .where('id', '=', roomId)
        .execute();
      await this.ctx.db.kysely
        .updateTable('live_sessions')
        .set({ peak_viewers: viewers })
        .where('id', '=', room.session_id)
        .where('peak_viewers', '<', viewers)
        .execute();
    }
    await this.reconcile();
    return { kicked };
  }

  /** Whether a live room's stream is still allowed: its session's key unrevoked and its anchor able to stream. */
  private async authorised(room: RoomRow): Promise<boolean> {
    if (room.session_id === null || !(await this.anchorMayStream(room.anchor_id))) return false;
    const key = await this.ctx.db.kysely
      .selectFrom('live_sessions')
      .leftJoin('live_stream_keys', 'live_stream_keys.id', 'live_sessions.key_id')
      .select('live_stream_keys.revoked_at')
      .where('live_sessions.id', '=', room.session_id)
      .executeTakeFirst();
    return key !== undefined && key.revoked_at === null;
  }

  /**
   * Rooms without evidence of their stream: away after `awayAfterMs`, offline (session ended, reason `lost`)
   * after `offlineAfterMs`. Runs after every heartbeat and on a timer, so a dead media service is noticed too.
   */
  async reconcile(): Promise<{ away: number; offline: number }> {
    const now = this.ctx.now();
    const { awayAfterMs, offlineAfterMs } = this.ctx.config.live;
    const lost = await this.ctx.db.kysely
      .selectFrom('live_rooms')
      .selectAll()
      .where('state', 'in', ['live', 'away'])
      .where('stream_seen_at', '<=', now - offlineAfterMs)
      .execute();
    for (const room of lost) await this.endLive(room, 'lost', now);
    const away = await this.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ state: 'away', viewers: 0, updated_at: now })
      .where('state', '=', 'live')
      .where('stream_seen_at', '<=', now - awayAfterMs)
      .executeTakeFirst();
    return { away: Number(away.numUpdatedRows), offline: lost.length };
  }

  /** Records a closed recording file (idempotent by file) against the room's session of that time. */
  async recording(call: RecordingCall): Promise<{ id: number }> {
    const roomId = roomIdOfStream(call.streamName);
    if (roomId === null || roomId !== call.roomId)
      throw new ApiError('INVALID_INPUT', 'streamName and roomId differ');
    const room = await roomById(this.ctx.db, roomId);
    if (!room) throw new ApiError('INVALID_INPUT', 'unknown room');
    const session = await this.ctx.db.kysely
      .selectFrom('live_sessions')
      .select('id')
      .where('room_id', '=', roomId)
      .where('started_at', '<=', call.endedAt)
      .orderBy('started_at', 'desc')
      .executeTakeFirst();
    await this.ctx.db.kysely
      .insertInto('live_recordings')
      .values({
        room_id: roomId,
        session_id: session?.id ?? null,
        stream_name: call.streamName,
        file: call.file,
        cover: call.cover,
        started_at: call.startedAt,
        ended_at: call.endedAt,
        duration_ms: call.durationMs,
        bytes: call.bytes,
        created_at: this.ctx.now(),
      })
      .onConflict((oc) => oc.column('file').doNothing())
      .execute();
    const row = await this.ctx.db.kysely
      .selectFrom('live_recordings')
      .select('id')
      .where('file', '=', call.file)
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }
}

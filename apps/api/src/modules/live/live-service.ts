import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../http/error-codes';
import { followedAmong, fansCounts } from '../anchors';
import { readSettings } from '../config';
import { MatchListService } from '../matches';
import type { MatchView } from '../matches';
import type { SiteDefinition } from '../sites';
import type { SportsData } from '../sports';
import { countRooms, listRooms } from './room-query';
import type { RoomFilter } from './room-query';
import { pastSessions, roomOfAnchor } from './room-repo';
import { LIVE_STATUS, roomViews } from './room-view';
import type { LiveRoomView } from './room-view';
import { streamSource } from './stream-source';
import type { StreamSource } from './stream-source';

/** A page of live rooms. */
export interface LivePage {
  total: number;
  page: number;
  size: number;
  list: LiveRoomView[];
}

/** An anchor card (recommended anchors, the live page's anchor). */
export interface AnchorCard {
  uid: number;
  anchorid: number;
  nick_name: string;
  avatar: string;
  signature: string;
  anchor_level: number;
  fans_count: number;
  attented: 0 | 1;
  liveid: number;
  live_status: 0 | 1 | 2;
  title: string;
  cover: string;
  viewers: number;
  /** The room's chat online count and heat (LiveRoomView); 0 for an anchor who is not live. */
  member_count: number;
  heat: number;
  sport_id: number;
}

/** Chat online counts of rooms (room id to count); the live-chat module provides them. */
export type OnlineCountsOf = (roomIds: number[]) => Promise<Map<number, number>>;

/** The public live calls: lists of real rooms, the live page, recommended anchors and the home data. */
/** The columns of an offline anchor's card: selected, and grouped by (one row per room beside its fans count). */
const OFFLINE_CARD_COLUMNS = [
  'live_rooms.id',
  'live_rooms.anchor_id',
  'live_rooms.title',
  'live_rooms.cover',
  'live_rooms.state',
  'live_rooms.category_id',
  'users.nick_name',
  'users.avatar',
  'users.signature',
  'users.anchor_level',
] as const;

export class LiveService {
  private readonly matchLists: MatchListService;
  // Until the live-chat module (registered after this one) provides the counts, rooms count nobody in chat.
  private onlineOf: OnlineCountsOf = async () => new Map();

  constructor(
    private readonly ctx: AppContext,
    private readonly sports: () => Promise<SportsData>,
  ) {
    this.matchLists = new MatchListService(sports);
  }

  private async categories(): Promise<Array<{ id: number; code: string; sport_id: number }>> {
    return this.ctx.db.kysely.selectFrom('live_categories').select(['id', 'code', 'sport_id']).execute();
  }

  private async categorySports(): Promise<Map<number, number>> {
    return new Map((await this.categories()).map((c) => [c.id, c.sport_id]));
  }

  /** Category ids a `category` (id or code) and/or `sport_id` select; undefined means every room ("hot"). */
  async categoryFilter(
    category: string | undefined,
    sportId: number | undefined,
  ): Promise<number[] | undefined> {
    const all = await this.categories();
    let picked = all;
    if (category !== undefined && category !== '' && category !== '0') {
      const found = all.find((c) => String(c.id) === category || c.code === category);
      if (!found) throw new ApiError('INVALID_INPUT', 'category unknown');
      if (found.code === 'hot') picked = all;
      else picked = [found];
    }
    if (sportId) picked = picked.filter((c) => c.sport_id === sportId);
    return picked.length === all.length ? undefined : picked.map((c) => c.id);
  }

  /** Where the rooms' chat online counts come from (the live-chat module, at registration). */
  useOnlineCounts(source: OnlineCountsOf): void {
    this.onlineOf = source;
  }

  /** Views of the rooms matching a filter. */
  async views(filter: RoomFilter, callerId?: number): Promise<LiveRoomView[]> {
    const [rows, sports, categorySports] = await Promise.all([
      listRooms(this.ctx.db, filter),
      this.sports(),
      this.categorySports(),
    ]);
    const online = await this.onlineOf(rows.map((r) => r.id));
    return roomViews(this.ctx, rows, sports, callerId, categorySports, online);
  }

  /** A page of live rooms under a filter. */
  async page(filter: RoomFilter, page: number, size: number, callerId?: number): Promise<LivePage> {
    const paged = { ...filter, limit: size, offset: (page - 1) * size };
    const [total, list] = await Promise.all([countRooms(this.ctx.db, filter), this.views(paged, callerId)]);
    return { total, page, size, list };
  }

  /** Anchors to recommend: live ones first (most viewers), then the most followed; optionally of one sport. */
  async recommendedAnchors(sportId: number, limit: number, callerId?: number): Promise<AnchorCard[]> {
    const categoryIds = sportId ? await this.categoryFilter(undefined, sportId) : undefined;
    const live = await this.views({ states: ['live'], categoryIds, limit }, callerId);
    const cards: AnchorCard[] = live.map((v) => ({
      uid: v.anchorid,
      anchorid: v.anchorid,
      nick_name: v.nick_name,
      avatar: v.avatar,
      signature: '',
      anchor_level: v.anchor_level,
      fans_count: v.fans_count,
      attented: v.attented,
      liveid: v.liveid,
      live_status: v.live_status,
      title: v.title,
      cover: v.cover,
      viewers: v.viewers,
      member_count: v.member_count,
      heat: v.heat,
      sport_id: v.sport_id,
    }));
    if (cards.length >= limit) return cards;
    // Fill with offline anchors, most followed first.
    const offline = await this.ctx.db.kysely
      .selectFrom('live_rooms')
      .innerJoin('users', 'users.id', 'live_rooms.anchor_id')
      .leftJoin('anchor_follows', 'anchor_follows.anchor_id', 'live_rooms.anchor_id')
      .where('users.is_anchor', '=', 1)
      .where('users.status', '=', 1)
      .where('live_rooms.state', '!=', 'live')
      .$if(categoryIds !== undefined, (q) =>
        q.where('live_rooms.category_id', 'in', [...(categoryIds ?? []), -1]),
      )
      .select([...OFFLINE_CARD_COLUMNS, (eb) => eb.fn.count<number>('anchor_follows.id').as('fans')])
      .groupBy([...OFFLINE_CARD_COLUMNS])
      .orderBy('fans', 'desc')
      .orderBy('live_rooms.id')
      .limit(limit - cards.length)
      .execute();
    const followed = await followedAmong(
      this.ctx.db,
      callerId,
      offline.map((r) => r.anchor_id),
    );
    const sportsOf = await this.categorySports();
    for (const r of offline) {
      cards.push({
        uid: r.anchor_id,
        anchorid: r.anchor_id,
        nick_name: r.nick_name,
        avatar: r.avatar,
        signature: r.signature,
        anchor_level: r.anchor_level,
        fans_count: Number(r.fans),
        attented: followed.has(r.anchor_id) ? 1 : 0,
        liveid: r.id,
        live_status: LIVE_STATUS[r.state],
        title: r.title || r.nick_name,
        cover: r.cover,
        viewers: 0,
        member_count: 0,
        heat: 0,
        sport_id: sportsOf.get(r.category_id) ?? 0,
      });
    }
    return cards;
  }

  /** The live page of an anchor: the anchor card, the room (any state), its stream source, past lives. */
  async livePage(anchorId: number, site: SiteDefinition, callerId?: number) {
    const anchor = await this.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'nick_name', 'avatar', 'signature', 'anchor_level', 'is_anchor', 'status'])
      .where('id', '=', anchorId)
      .executeTakeFirst();
    if (!anchor || anchor.status !== 1) throw new ApiError('USER_NOT_FOUND');
    const room = await roomOfAnchor(this.ctx.db, anchorId);
    const [view] = room && anchor.is_anchor === 1 ? await this.views({ roomId: room.id }, callerId) : [];
    const [fans, followed, past] = await Promise.all([
      fansCounts(this.ctx.db, [anchorId]),
      followedAmong(this.ctx.db, callerId, [anchorId]),
      pastSessions(this.ctx.db, anchorId, 10),
    ]);
    let stream: StreamSource | null = null;
    if (view && view.state !== 'offline') {
      const settings = await readSettings(this.ctx.db, site);
      stream = streamSource(this.ctx.config.live, view.stream_name, settings.huawei_pull_hls_domain);
    }
    return {
      anchor: {
        uid: anchor.id,
        anchorid: anchor.id,
        nick_name: anchor.nick_name,
        avatar: anchor.avatar,
        signature: anchor.signature,
        anchor_level: anchor.anchor_level,
        is_anchor: anchor.is_anchor,
        fans_count: fans.get(anchorId) ?? 0,
        attented: followed.has(anchorId) ? 1 : 0,
      },
      room: view ?? null,
      stream,
      past_lives: past.map((s) => ({
        id: s.id,
        title: s.title,
        category_id: s.category_id,
        matchid: s.match_id ?? 0,
        cover: s.cover,
        starttime: Math.floor(s.started_at / 1000),
        endtime: Math.floor((s.ended_at ?? s.started_at) / 1000),
        duration: Math.max(0, Math.round(((s.ended_at ?? s.started_at) - s.started_at) / 1000)),
        peak_viewers: s.peak_viewers,
      })),
    };
  }

  /** The home screen's data (spec section 3 "homeData"). */
  async homeData(site: SiteDefinition, lang: Lang, callerId?: number) {
    const [lives, anchorm, shows, recAnchors, recMatches, announcement] = await Promise.all([
      this.views({ states: ['live'], limit: 20 }, callerId),
      this.views({ states: ['live'], withMatch: true, limit: 10 }, callerId),
      this.views({ states: ['live'], withMatch: false, limit: 6 }, callerId),
      this.recommendedAnchors(0, 8, callerId),
      this.recommendedMatches(10),
      this.announcements(site, lang),
    ]);
    return {
      anchorm_lives: anchorm,
      hot: lives.slice(0, 4),
      lives,
      rec_anchors: recAnchors,
      rec_matchs: recMatches,
      srec_lives: shows,
      announcement,
    };
  }

  /** Live and upcoming matches of hot competitions, with `live` 1 and `anchors` counted where rooms stream them. */
  async recommendedMatches(limit: number): Promise<Array<MatchView & { anchors: number }>> {
    const list = await this.matchLists.recommended(0, limit, new Set());
    const rooms = await this.ctx.db.kysely
      .selectFrom('live_rooms')
      .select(['match_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('state', '=', 'live')
      .where('match_id', 'in', [...list.map((m) => m.id), -1])
      .groupBy('match_id')
      .execute();
    const counts = new Map(rooms.map((r) => [r.match_id, Number(r.n)]));
    return list.map((m) => {
      const anchors = counts.get(m.id) ?? 0;
      return { ...m, live: anchors > 0 ? 1 : 0, anchors };
    });
  }

  /**
   * Operator announcements: site setting `home_announcement` (the site's row, else the all-sites row with site
   * code ''), one announcement per line; none when unset.
   */
  async announcements(site: SiteDefinition, _lang: Lang): Promise<Array<{ id: number; content: string }>> {
    const rows = await this.ctx.db.kysely
      .selectFrom('site_settings')
      .select(['site_code', 'value'])
      .where('name', '=', 'home_announcement')
      .where('site_code', 'in', [site.code, ''])
      .execute();
    const row = rows.find((r) => r.site_code === site.code) ?? rows.find((r) => r.site_code === '');
    return (row?.value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((content, i) => ({ id: i + 1, content }));
  }
}

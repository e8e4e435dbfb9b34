// Wire types of the live API (apps/api/src/modules/live: room-view.ts, stream-source.ts, go-live.ts,
// live-service.ts). The API owns the shapes; these mirror what the screens read.
import type { Match } from '../../data/sports/types';

/** 1 live, 2 away (the anchor's stream is gone for 30 s), 0 offline. */
export type LiveStatus = 0 | 1 | 2;

/** A live room as every list and the live page show it. */
export interface LiveRoom {
  liveid: number;
  anchorid: number;
  nick_name: string;
  avatar: string;
  anchor_level: number;
  title: string;
  notice: string;
  /** The stream's thumbnail while live (refreshed every 30 s), else the anchor's own cover. */
  cover: string;
  category_id: number;
  sport_id: number;
  kind: 'match' | 'show';
  matchid: number;
  match: Match | null;
  state: 'live' | 'away' | 'offline';
  live_status: LiveStatus;
  /** Distinct addresses playing the stream (an ingredient of `heat`; not shown on its own). */
  viewers: number;
  /** Distinct signed-in and guest identities in the room's chat (an ingredient of `heat`; not shown alone). */
  member_count: number;
  /**
   * The room's audience, the one number every view shows (card, room header, member list): the API's
   * definition, the larger of `viewers` and `member_count` (apps/api/src/modules/live/room-view.ts).
   */
  heat: number;
  /** Unix seconds the live started (0 offline). */
  starttime: number;
  fans_count: number;
  attented: 0 | 1;
  stream_name: string;
}

/** A page of rooms. */
export interface RoomPage {
  total: number;
  page: number;
  size: number;
  list: LiveRoom[];
}

/** The quality options of spec section 9. */
export type Quality = 'SD' | 'CNSD' | 'ENSD' | 'HD' | 'CNHD' | 'ENHD';

/** One rendition's playback URLs. */
export interface Rendition {
  flv: string;
  hls: string;
}

/** Spec "stream source": `url` (HD FLV) and `livestream_source` by quality option. */
export interface StreamSource {
  url: string;
  hls_url: string;
  default_quality: Quality;
  livestream_source: Partial<Record<Quality, Rendition>>;
  cover: string;
}

/** The anchor card of the live page. */
export interface AnchorInfo {
  uid: number;
  anchorid: number;
  nick_name: string;
  avatar: string;
  signature: string;
  anchor_level: number;
  is_anchor: number;
  fans_count: number;
  attented: 0 | 1;
}

/** A past live of an anchor. */
export interface PastLive {
  id: number;
  title: string;
  matchid: number;
  cover: string;
  starttime: number;
  endtime: number;
  duration: number;
  peak_viewers: number;
}

/** /webapi/live/getLivePageData. */
export interface LivePageData {
  anchor: AnchorInfo;
  room: LiveRoom | null;
  stream: StreamSource | null;
  past_lives: PastLive[];
}

/** A recommended anchor (getRecAnchors). */
export interface AnchorCardData {
  uid: number;
  anchorid: number;
  nick_name: string;
  avatar: string;
  signature: string;
  anchor_level: number;
  fans_count: number;
  attented: 0 | 1;
  liveid: number;
  live_status: LiveStatus;
  title: string;
  cover: string;
  viewers: number;
  member_count: number;
  heat: number;
  sport_id: number;
}

/** A live category (getCategory). */
export interface LiveCategory {
  id: number;
  code: string;
  name: string;
  sport_id: number;
  live_count: number;
}

/** A home banner (getHomeScroll). */
export interface Banner {
  id: number;
  title: string;
  subtitle?: string;
  image: string;
  link: string;
}

/** The anchor's ingest settings (goLive, getPushInfo, resetStreamKey). */
export interface PushInfo {
  liveid: number;
  stream_name: string;
  state: LiveRoom['state'];
  title: string;
  category_id: number;
  matchid: number;
  kind: 'match' | 'show';
  cover: string;
  notice: string;
  rtmp: { server: string; key: string; url: string };
  whip: { url: string; token: string };
  play: StreamSource;
}

/** The pre-roll ad of the common configuration. */
export interface LivePlayAd {
  enable?: number;
  image?: string;
  link?: string;
  seconds?: number;
}

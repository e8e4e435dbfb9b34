// The room chat's state and how each event changes it. Pure, so every room message's effect is unit-tested.
import type { Announcement, ChatLine, LiveChatInfo, PublishConfig, RoomAction } from './chat-types';
import { addEntrant, addLeaver } from './join-lines';
import { roomActionOf } from './room-messages';

/** Lines kept; older ones fall off the top. */
export const MAX_LINES = 300;

/** The room chat's state. */
export interface RoomChatState {
  lines: ChatLine[];
  /** The room's title after a ChangeRoomTitle (null: the page's own). */
  title: string | null;
  announcement: Announcement | null;
  publish: PublishConfig;
  /** Manager uids (the anchor and admins), for badges. */
  managers: string[];
  anchorUid: string;
  /** The user's own ban end (unix s), 0 none. */
  bannedUntil: number;
  /** The user's own mute end (unix s); -1 muted with the end not known (a refused send); 0 none. */
  mutedUntil: number;
  /** Increases with every ClearChatList (the danmaku clears too). */
  clears: number;
  /** Next line id. */
  nextId: number;
  /** getLiveChat's notices were replayed (a refetch must not replay them again). */
  seeded: boolean;
  /**
   * Nick names by uid, from the API's room messages and managers (trusted: the server wrote them), for texts
   * whose sender the messaging service sent without a nick.
   */
  nicks: ReadonlyMap<string, string>;
}

/** An event the room chat applies. */
export type RoomChatEvent =
  | { type: 'info'; info: LiveChatInfo; now: number }
  | { type: 'text'; id: string; uid: string; nick: string; text: string; own: boolean }
  | { type: 'room'; action: RoomAction; now: number; selfUid: string }
  | { type: 'banned'; until: number }
  /** The user's own mute: `until` (unix s), -1 end unknown, 0 lifted; `told` adds a line saying so. */
  | { type: 'muted'; until: number; told?: { minutes: number } | 'lifted' }
  /** The room told the user of their own ban (system notice 21) or of its end (22). */
  | { type: 'selfBan'; banned: boolean }
  /** Events received together, applied in order as one state change (use-room-chat batches a flood). */
  | { type: 'batch'; events: readonly RoomChatEvent[] };

/** The state before getLiveChat answers. */
export const initialChatState: RoomChatState = {
  lines: [],
  title: null,
  announcement: null,
  publish: { speak: 'all', slow_mode: 0, mute_all: 0 },
  managers: [],
  anchorUid: '',
  bannedUntil: 0,
  mutedUntil: 0,
  clears: 0,
  nextId: 1,
  seeded: false,
  nicks: new Map(),
};

function withLines(state: RoomChatState, lines: ChatLine[]): RoomChatState {
  return { ...state, lines: lines.length > MAX_LINES ? lines.slice(-MAX_LINES) : lines };
}

function notice(
  state: RoomChatState,
  key: string,
  values: Record<string, string | number> = {},
): RoomChatState {
  const line: ChatLine = { kind: 'notice', id: `n${state.nextId}`, key, values };
  return { ...withLines(state, [...state.lines, line]), nextId: state.nextId + 1 };
}

function rememberNick(state: RoomChatState, a: RoomAction): RoomChatState {
  if (!('nick' in a) || !a.uid || !a.nick || a.nick === a.uid || state.nicks.get(a.uid) === a.nick)
    return state;
  return { ...state, nicks: new Map(state.nicks).set(a.uid, a.nick) };
}

function applyAction(base: RoomChatState, a: RoomAction, now: number, selfUid: string): RoomChatState {
  const state = rememberNick(base, a);
  switch (a.action) {
    case 'EnterRoom':
      return {
        ...withLines(state, addEntrant(state.lines, a, now, `j${state.nextId}`)),
        nextId: state.nextId + 1,
      };
    case 'ExitRoom':
      return withLines(state, addLeaver(state.lines, now));
    case 'SetManager': {
      const managers = state.managers.filter((m) => m !== a.uid);
      if (a.set) managers.push(a.uid);
      return notice({ ...state, managers }, a.set ? 'managerSet' : 'managerRemoved', { nick: a.nick });
    }
    case 'ChangeRoomTitle':
      return notice({ ...state, title: a.title }, 'title', { title: a.title });
    case 'BanUser': {
      const bannedUntil = a.uid === selfUid ? (a.duration > 0 ? a.until : 0) : state.bannedUntil;
      return notice({ ...state, bannedUntil }, a.duration > 0 ? 'banned' : 'unbanned', {
        nick: a.nick,
        minutes: Math.round(a.duration / 60),
      });
    }
    case 'ChangePublishConfig':
      // A mute learnt only from a refused send (end unknown) may have been the room's rule: ask again.
      return {
        ...state,
        publish: { speak: a.speak, slow_mode: a.slow_mode, mute_all: a.mute_all },
        mutedUntil: state.mutedUntil === -1 ? 0 : state.mutedUntil,
      };
    case 'ClearChatList':
      return { ...state, lines: [], clears: state.clears + 1 };
    case 'RevokeMessage':
      return { ...state, lines: state.lines.filter((l) => !(l.kind === 'text' && l.id === a.msgId)) };
    case 'NewGroupAnnouncement':
      return { ...state, announcement: { content: a.content, time: a.time } };
    case 'GroupTips':
      return notice(state, 'tips', { text: a.text });
    case 'AttentionToAnchor':
      return notice(state, 'followed', { nick: a.nick });
    case 'GiftAnimation':
      return notice(state, 'gift', { nick: a.nick, giftZh: a.giftZh, giftPt: a.giftPt, count: a.count });
  }
}

/** Settings and recent notices for a newcomer (getLiveChat); lines already shown stay. */
function applyInfo(state: RoomChatState, info: LiveChatInfo, now: number): RoomChatState {
  let next: RoomChatState = {
    ...state,
    seeded: true,
    announcement: info.announcement,
    publish: { speak: info.speak, slow_mode: info.slow_mode, mute_all: info.mute_all },
    managers: info.managers.map((m) => String(m.uid)),
    nicks: new Map([
      ...state.nicks,
      ...info.managers.map((m): [string, string] => [String(m.uid), m.nick_name]),
    ]),
    anchorUid: String(info.anchorid),
    bannedUntil: info.banned_until,
  };
  // Replayed notices tell what happened (bans, managers, tips); settings already come from the info itself,
  // and enter lines of the past are noise to a newcomer.
  for (const n of state.seeded ? [] : info.notices) {
    const action = roomActionOf(n.action, n.data);
    if (!action || action.action === 'EnterRoom' || action.action === 'ExitRoom') continue;
    if (action.action === 'ChangePublishConfig' || action.action === 'NewGroupAnnouncement') continue;
    if (action.action === 'ClearChatList') {
      next = { ...next, lines: [] };
      continue;
    }
    next = applyAction(next, action, now, '');
  }
  return { ...next, bannedUntil: info.banned_until, title: state.title };
}

/** Applies one event. */
export function chatReducer(state: RoomChatState, event: RoomChatEvent): RoomChatState {
  switch (event.type) {
    case 'info':
      return applyInfo(state, event.info, event.now);
    case 'text': {
      // A message can arrive twice (sync after push); the list shows it once.
      if (state.lines.some((l) => l.kind === 'text' && l.id === event.id)) return state;
      const { type: _type, ...line } = event;
      const nick = line.nick || state.nicks.get(line.uid) || line.uid;
      return withLines(state, [...state.lines, { kind: 'text', ...line, nick }]);
    }
    case 'room':
      return applyAction(state, event.action, event.now, event.selfUid);
    case 'batch':
      return event.events.reduce(chatReducer, state);
    case 'banned':
      // A refusal (-1: end unknown) must not hide an end the API already told us.
      return {
        ...state,
        bannedUntil: event.until === -1 && state.bannedUntil > 0 ? state.bannedUntil : event.until,
      };
    case 'muted': {
      const next = { ...state, mutedUntil: event.until };
      if (!event.told) return next;
      return event.told === 'lifted' ? notice(next, 'youUnmuted') : notice(next, 'youMuted', event.told);
    }
    case 'selfBan':
      // The end comes with getLiveChat, which the hook asks again; until then the input is blocked (-1).
      return event.banned
        ? notice({ ...state, bannedUntil: state.bannedUntil > 0 ? state.bannedUntil : -1 }, 'youBanned')
        : notice({ ...state, bannedUntil: 0 }, 'youUnbanned');
  }
}

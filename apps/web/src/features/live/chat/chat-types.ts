// Types of the live room's chat (apps/api/src/modules/live-chat/README.md): the calls' answers are the server's
// contract (packages/api-contract); the room messages the API posts as `administrator`, read, and the lines the
// chat list shows are the client's own.
import type { LiveChatInfo, PublishConfig } from '@tifo/api-contract';
import type { LiveSpeakRule, ROOM_ACTION } from '@tifo/protocol';

export type { Announcement, ChatManager, LiveChatInfo, PublishConfig, RoomNotice } from '@tifo/api-contract';

/** Who may speak: everyone, logged-in users, the anchor's fans. */
export type SpeakRule = LiveSpeakRule;

/** The caller's role in the room. */
export type RoomRole = LiveChatInfo['my_role'];

/** A user who entered the room (room message EnterRoom). */
export interface Entrant {
  uid: string;
  nick: string;
  level: number;
  vip: boolean;
  role: 'anchor' | 'admin' | 'member';
}

/** The room messages every client applies, read (the contract: @tifo/protocol's room messages). */
export type RoomAction =
  | ({ action: typeof ROOM_ACTION.ENTER } & Entrant)
  | { action: typeof ROOM_ACTION.EXIT; uid: string; nick: string }
  | { action: typeof ROOM_ACTION.SET_MANAGER; uid: string; nick: string; set: boolean }
  | { action: typeof ROOM_ACTION.TITLE; title: string }
  | { action: typeof ROOM_ACTION.BAN; uid: string; nick: string; duration: number; until: number }
  | ({ action: typeof ROOM_ACTION.PUBLISH_CONFIG } & PublishConfig)
  | { action: typeof ROOM_ACTION.CLEAR }
  | { action: typeof ROOM_ACTION.REVOKE; msgId: string }
  | { action: typeof ROOM_ACTION.ANNOUNCEMENT; content: string; time: number }
  | { action: typeof ROOM_ACTION.TIPS; text: string }
  | { action: typeof ROOM_ACTION.ATTENTION; uid: string; nick: string }
  /** A gift (modules/gifts): its chat line; the animation is features/live/gifts' own. */
  | {
      action: typeof ROOM_ACTION.GIFT;
      uid: string;
      nick: string;
      giftZh: string;
      giftPt: string;
      count: number;
    };

/** A user's text message in the room. */
export interface TextLine {
  kind: 'text';
  /** The messaging service's message ID (RevokeMessage names it). */
  id: string;
  uid: string;
  nick: string;
  text: string;
  /** Sent by this client's user. */
  own: boolean;
}

/** "X and N others joined" (EnterRoom and ExitRoom within a short window). */
export interface JoinsLine {
  kind: 'joins';
  id: string;
  /** The latest entrant, shown by name with their level and VIP badge. */
  last: Entrant;
  /** Entrants besides `last`. */
  others: number;
  left: number;
  /** Client time (ms) the line was started; later joins merge into it within the window. */
  startedAt: number;
}

/** A notice line: an i18n key under `chat.notice.` and its values. */
export interface NoticeLine {
  kind: 'notice';
  id: string;
  key: string;
  values: Record<string, string | number>;
}

/** One line of the chat list. */
export type ChatLine = TextLine | JoinsLine | NoticeLine;

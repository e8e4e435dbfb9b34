// The live room's chat (apps/api/src/modules/live-chat/README.md "Calls"): what a viewer needs to join the room's
// group and follow its rules, and the management calls of the room's anchor and admins. The room messages these
// calls post are @tifo/protocol's (room-messages.ts); the API checks SPEAK_RULES and ROOM_ROLES against it.
import { z } from 'zod';
import { BAN_DURATIONS, MEMBER_BADGES_MAX, ROOM_ROLES, SLOW_MODES, SPEAK_RULES } from './constants';
import { endpoint } from './endpoint';
import { liveTitle, positiveId } from './inputs';

const liveid = positiveId;
const room = z.object({ liveid });
const flag = z.coerce.number<number>().int().min(0).max(1);
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** The room's enforced publish settings; `slow_mode` in seconds between two messages of a non-manager (0: none). */
export const publishConfigSchema = z.object({
  speak: z.enum(SPEAK_RULES),
  slow_mode: z.number(),
  mute_all: zeroOrOne,
});
export type PublishConfig = z.output<typeof publishConfigSchema>;

/** A room manager (an admin the anchor set). */
export const chatManagerSchema = z.object({ uid: z.number(), nick_name: z.string(), avatar: z.string() });
export type ChatManager = z.output<typeof chatManagerSchema>;

/** A pinned announcement; `time` in unix seconds. */
export const announcementSchema = z.object({ content: z.string(), time: z.number() });
export type Announcement = z.output<typeof announcementSchema>;

/** One of the last room-management messages, for a newcomer: a room message's action and fields as posted. */
export const roomNoticeSchema = z.object({
  action: z.string(),
  data: z.record(z.string(), z.unknown()),
  time: z.number(),
});
export type RoomNotice = z.output<typeof roomNoticeSchema>;

/** What a user who enters the room gets; `banned_until` is the caller's ban end (unix seconds, 0 none). */
export const liveChatInfoSchema = publishConfigSchema.extend({
  liveid: z.number(),
  group_id: z.string(),
  anchorid: z.number(),
  title: z.string(),
  announcement: announcementSchema.nullable(),
  managers: z.array(chatManagerSchema),
  my_role: z.enum(ROOM_ROLES),
  banned_until: z.number(),
  notices: z.array(roomNoticeSchema),
});
export type LiveChatInfo = z.output<typeof liveChatInfoSchema>;

/** A member's level (the anchor level for the room's own anchor) and VIP badge. */
export const memberBadgeSchema = z.object({ uid: z.number(), user_level: z.number(), vip: zeroOrOne });
export type MemberBadge = z.output<typeof memberBadgeSchema>;

/** A running ban; `until` in unix seconds. */
export const bannedUserSchema = z.object({
  uid: z.number(),
  nick_name: z.string(),
  avatar: z.string(),
  until: z.number(),
});
export type BannedUser = z.output<typeof bannedUserSchema>;

/** `/api/live/getLiveChat`. */
export const getLiveChat = endpoint({
  path: '/api/live/getLiveChat',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: "A room's chat: group, settings, managers, the caller's role and ban, recent notices",
  input: room,
  output: liveChatInfoSchema,
});

/** `/api/live/getMemberBadges`: `uids` as an array or a comma-separated text. */
export const getMemberBadges = endpoint({
  path: '/api/live/getMemberBadges',
  method: ['GET', 'POST'],
  auth: 'optional',
  summary: "Level and VIP of a page of the room's members (the member list)",
  input: z.object({
    liveid,
    uids: z.preprocess(
      (v: number[] | string) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(positiveId).min(1).max(MEMBER_BADGES_MAX),
    ),
  }),
  output: z.object({ list: z.array(memberBadgeSchema) }),
});

/** `/api/live/enterRoom`: posts the caller's enter line (at most once a minute). */
export const enterRoom = endpoint({
  path: '/api/live/enterRoom',
  method: 'POST',
  auth: 'required',
  summary: "Posts the caller's enter line (level, VIP)",
  input: room,
  output: z.null(),
});

/** `/api/live/leaveRoom`: posts the caller's exit line (at most once a minute). */
export const leaveRoom = endpoint({
  path: '/api/live/leaveRoom',
  method: 'POST',
  auth: 'required',
  summary: "Posts the caller's exit line",
  input: room,
  output: z.null(),
});

/** `/api/live/banUser`: `duration` in seconds, one of BAN_DURATIONS. */
export const banUser = endpoint({
  path: '/api/live/banUser',
  method: 'POST',
  auth: 'required',
  summary: 'Managers: ban a user from the room chat for 3 days, 1 day, 1 hour or 10 minutes',
  input: z.object({
    liveid,
    uid: positiveId,
    duration: z.coerce
      .number<number>()
      .int()
      .refine(
        (d) => (BAN_DURATIONS as readonly number[]).includes(d),
        `must be one of ${BAN_DURATIONS.join(', ')}`,
      ),
  }),
  output: z.object({ uid: z.number(), until: z.number() }),
});

/** `/api/live/unbanUser`. */
export const unbanUser = endpoint({
  path: '/api/live/unbanUser',
  method: 'POST',
  auth: 'required',
  summary: "Managers: lift a user's ban",
  input: z.object({ liveid, uid: positiveId }),
  output: z.object({ uid: z.number() }),
});

/** `/api/live/getBannedList`. */
export const getBannedList = endpoint({
  path: '/api/live/getBannedList',
  method: ['GET', 'POST'],
  auth: 'required',
  summary: "Managers: the room's running bans",
  input: room,
  output: z.object({ list: z.array(bannedUserSchema) }),
});

/** `/api/live/setManager`: answers the room's admins' user ids. */
export const setManager = endpoint({
  path: '/api/live/setManager',
  method: 'POST',
  auth: 'required',
  summary: 'The anchor: make a user an admin of the room (set 1) or not (set 0)',
  input: z.object({ liveid, uid: positiveId, set: flag }),
  output: z.object({ managers: z.array(z.number()) }),
});

/** `/api/live/setTitle`. */
export const setTitle = endpoint({
  path: '/api/live/setTitle',
  method: 'POST',
  auth: 'required',
  summary: "Managers: the room's title (2-60 wide)",
  input: z.object({ liveid, title: liveTitle }),
  output: z.object({ title: z.string() }),
});

/** `/api/live/clearChat`. */
export const clearChat = endpoint({
  path: '/api/live/clearChat',
  method: 'POST',
  auth: 'required',
  summary: "Managers: empty every viewer's chat list",
  input: room,
  output: z.null(),
});

/** `/api/live/setPublishConfig`: the fields sent change, the others stay; answers the settings now. */
export const setPublishConfig = endpoint({
  path: '/api/live/setPublishConfig',
  method: 'POST',
  auth: 'required',
  summary: 'Managers: who may speak (all, users, fans), slow mode (0, 5, 10, 30, 60 s), mute all',
  input: z.object({
    liveid,
    speak: z.enum(SPEAK_RULES).optional(),
    slow_mode: z.coerce
      .number<number>()
      .int()
      .refine((s) => (SLOW_MODES as readonly number[]).includes(s), `must be one of ${SLOW_MODES.join(', ')}`)
      .optional(),
    mute_all: flag.optional(),
  }),
  output: publishConfigSchema,
});

/** `/api/live/revokeMessage`: `msg_id` is the message's ID at the messaging service. */
export const revokeMessage = endpoint({
  path: '/api/live/revokeMessage',
  method: 'POST',
  auth: 'required',
  summary: "Managers: remove a message from every viewer's list",
  input: z.object({ liveid, msg_id: z.string().min(1).max(128) }),
  output: z.null(),
});

/** `/api/live/postAnnouncement`. */
export const postAnnouncement = endpoint({
  path: '/api/live/postAnnouncement',
  method: 'POST',
  auth: 'required',
  summary: "Managers: the room's pinned announcement (1-200 characters)",
  input: z.object({ liveid, content: z.string().trim().min(1).max(200) }),
  output: announcementSchema,
});

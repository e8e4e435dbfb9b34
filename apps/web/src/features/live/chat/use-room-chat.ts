// One live room's chat: its settings (getLiveChat), the room's group joined through the app's chat session
// (as the user when logged in, anonymously otherwise), the room messages applied as they arrive, entry and exit
// reported to the API, and sending with the refusals explained.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Chat } from '@tifo/chat';
import { ERROR_CODES } from '@tifo/protocol';
import { chatSdk } from '../../../chat/chat-sdk';
import { getChat, onChatMessages, useChatSession } from '../../../chat/chat-session';
import { useCommonConfig } from '../../../data/queries/config';
import { isLoggedIn, useAppStore } from '../../../store/app-store';
import { enterRoom, getLiveChat, leaveRoom } from './chat-api';
import type { LiveChatInfo, RoomRole } from './chat-types';
import { chatReducer, initialChatState, type RoomChatEvent, type RoomChatState } from './chat-reducer';
import { appliesAtOnce, createEventBatcher } from './event-batcher';
import { inputBlock, sendFailureOf, type InputBlock, type SendFailure } from './input-state';
import { moderationEvent, selfModerationOf } from './moderation-events';
import { roomEventOf } from './room-messages';

/** How soon a user whose join was refused for a ban tries again (a manager may lift it early). */
const REJOIN_AFTER_BAN_MS = 60_000;
/** setTimeout's longest delay; a longer ban is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a screen gets from the room chat. */
export interface RoomChat {
  liveid: number;
  state: RoomChatState;
  info: LiveChatInfo | undefined;
  loading: boolean;
  role: RoomRole;
  manager: boolean;
  selfUid: string;
  /** The room's group is joined (messages arrive). */
  joined: boolean;
  block: InputBlock;
  /** Client time (ms) before which slow mode holds the user's next message. */
  cooldownUntil: number;
  /** Sends a text; resolves the refusal, or null when sent. */
  send: (text: string, atUserList: string[]) => Promise<SendFailure | null>;
  refresh: () => void;
}

/** Who the room is joined as: a user id, '' for an anonymous reader, null while the login is under way. */
function useJoinIdentity(): string | null {
  const user = useAppStore((s) => s.user);
  const loggedIn = isLoggedIn(user) && !!user.txim_sign;
  const { status, userID } = useChatSession();
  const [joinAs, setJoinAs] = useState<string | null>(null);
  useEffect(() => {
    if (!loggedIn || status === 'failed') setJoinAs('');
    else if (status === 'ready') setJoinAs(userID);
    // idle/loggingIn: keep what we have, so a reconnect does not leave and rejoin the room.
  }, [loggedIn, status, userID]);
  return joinAs;
}

/** The chat of room `liveid`. */
export function useRoomChat(liveid: number): RoomChat {
  const { data: common } = useCommonConfig();
  const appID = Number(common?.config.im_sdkappid ?? 0);
  const user = useAppStore((s) => s.user);
  const selfUid = isLoggedIn(user) ? String(user.id) : '';
  const info = useQuery({
    queryKey: ['live', 'chat', liveid, selfUid],
    queryFn: () => getLiveChat(liveid),
    enabled: liveid > 0,
  });
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Received events are applied in batches (event-batcher.ts): a flooded room changes state a few times a
  // second, not once per message burst.
  const [batcher] = useState(() =>
    createEventBatcher<RoomChatEvent>((events) => dispatch({ type: 'batch', events })),
  );
  const [joined, setJoined] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [refused, setRefused] = useState<'restricted' | null>(null);
  // Bumped to join again after a join was refused for a ban (it may have been lifted meanwhile).
  const [rejoin, setRejoin] = useState(0);
  const joinAs = useJoinIdentity();
  const groupID = info.data?.group_id ?? '';
  const { refetch } = info;

  useEffect(() => {
    if (info.data) dispatch({ type: 'info', info: info.data, now: Date.now() });
  }, [info.data]);

  // New rules: what a refused send told us may no longer hold.
  useEffect(() => setRefused(null), [state.publish]);

  useEffect(() => {
    if (!appID || !groupID || joinAs === null) return;
    let stopped = false;
    let chat: Chat | null = null;
    let entered = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const off = onChatMessages((messages) => {
      const events: RoomChatEvent[] = [];
      for (const message of messages) {
        const own = selfModerationOf(message, groupID, joinAs);
        if (own) {
          events.push(moderationEvent(own, Math.floor(Date.now() / 1000)));
          // A ban's end, or its lifting, comes with the room's chat info; a lifted ban rejoins at once.
          if (own.kind === 'banned' || own.kind === 'unbanned') void refetch();
          if (own.kind === 'unbanned') setRejoin((n) => n + 1);
          continue;
        }
        const event = roomEventOf(message, groupID);
        if (!event) continue;
        if (event.type === 'text') events.push({ ...event, own: event.uid === joinAs && !!joinAs });
        else events.push({ type: 'room', action: event.action, now: Date.now(), selfUid: joinAs });
      }
      batcher.push(events);
      if (events.some(appliesAtOnce)) batcher.flush();
    });
    void getChat(appID).then(async (c) => {
      if (stopped) return;
      chat = c;
      try {
        await c.joinGroup({ groupID });
        if (stopped) return;
        setJoined(true);
        if (joinAs) {
          entered = true;
          void enterRoom(liveid).catch(() => undefined);
        }
      } catch (error) {
        if ((error as { code?: number }).code !== ERROR_CODES.LIVE_BANNED.code || stopped) return;
        dispatch({ type: 'banned', until: -1 });
        void refetch();
        retry = setTimeout(() => setRejoin((n) => n + 1), REJOIN_AFTER_BAN_MS);
      }
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      off();
      // What arrived before leaving is applied, as it was when each burst was applied at once.
      batcher.flush();
      setJoined(false);
      void chat?.quitGroup(groupID).catch(() => undefined);
      if (entered) void leaveRoom(liveid).catch(() => undefined);
    };
  }, [appID, groupID, joinAs, liveid, rejoin, refetch, batcher]);

  const role: RoomRole = info.data?.my_role ?? (selfUid ? 'member' : 'guest');
  const manager = role === 'anchor' || role === 'admin';
  const now = Math.floor(Date.now() / 1000);
  // The input follows a sanction's end by the clock too: re-render then, and rejoin when a ban ends.
  const [, setTick] = useState(0);
  useEffect(() => {
    const ends = [state.bannedUntil, state.mutedUntil].filter((until) => until * 1000 > Date.now());
    if (ends.length === 0) return;
    const wait = Math.min(Math.min(...ends) * 1000 - Date.now() + 500, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      setTick((n) => n + 1);
      if (state.bannedUntil * 1000 <= Date.now() + 1000) setRejoin((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [state.bannedUntil, state.mutedUntil]);
  const block = inputBlock({
    bannedUntil: state.bannedUntil,
    mutedUntil: state.mutedUntil,
    muteAll: state.publish.mute_all === 1,
    manager,
    refused,
    now,
  });

  const send = useCallback(
    async (text: string, atUserList: string[]): Promise<SendFailure | null> => {
      const { TYPES } = await chatSdk();
      const chat = await getChat(appID);
      const message = chat.createTextMessage({
        to: groupID,
        conversationType: TYPES.CONV_GROUP,
        payload: { text },
        ...(atUserList.length ? { atUserList } : {}),
      });
      try {
        const { data } = await chat.sendMessage(message);
        // The user's line comes after what was received before it.
        batcher.flush();
        dispatch({
          type: 'text',
          id: data.message.ID,
          uid: selfUid,
          nick: data.message.nick || user?.nick_name || '',
          text,
          own: true,
        });
        if (state.publish.slow_mode > 0 && !manager)
          setCooldownUntil(Date.now() + state.publish.slow_mode * 1000);
        return null;
      } catch (error) {
        const failure = sendFailureOf(error, state.publish.slow_mode);
        if (failure.kind === 'tooFast') setCooldownUntil(Date.now() + failure.retryAfter * 1000);
        if (failure.kind === 'muted') dispatch({ type: 'muted', until: failure.until });
        if (failure.kind === 'restricted') setRefused(failure.kind);
        if (failure.kind === 'banned') {
          dispatch({ type: 'banned', until: -1 });
          void refetch();
        }
        return failure;
      }
    },
    [appID, groupID, selfUid, user?.nick_name, state.publish.slow_mode, manager, refetch, batcher],
  );

  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    liveid,
    state,
    info: info.data,
    loading: info.isLoading,
    role,
    manager,
    selfUid,
    joined,
    block,
    cooldownUntil,
    send,
    refresh,
  };
}

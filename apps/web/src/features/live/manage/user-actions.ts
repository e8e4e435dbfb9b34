// What a tap on a message or on a member of the member list offers: @mention for everyone (messages); for the
// room's managers also ban (3 days, 1 day, 1 hour, 10 minutes) or lift, revoke the message (messages), and for
// the anchor set or remove an admin. Everything goes through the API, which tells the messaging service and
// posts the room message every client applies.
import { ActionSheet, Toast } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { BAN_DURATIONS, banUser, revokeRoomMessage, setManager, unbanUser } from '../chat/chat-api';
import type { TextLine } from '../chat/chat-types';
import type { RoomChat } from '../chat/use-room-chat';

/** The label of a ban duration. */
export function banLabel(t: TFunction, seconds: number): string {
  if (seconds >= 86400) return t('live:manage.days', { count: seconds / 86400 });
  if (seconds >= 3600) return t('live:manage.hours', { count: seconds / 3600 });
  return t('live:manage.minutes', { count: seconds / 60 });
}

async function run(t: TFunction, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
    Toast.show({ icon: 'success', content: t('live:manage.done') });
  } catch {
    // The request helper has toasted the API's message.
  }
}

/** Whom the actions are about: a message's sender or a member of the list. */
export interface ActionTarget {
  uid: string;
  nick: string;
}

/** What the actions may also do: mention the user in the input, revoke one of their messages. */
export interface ActionExtras {
  mention?: () => void;
  messageId?: string;
}

/** An action offered on a user. */
export interface UserAction {
  key: 'mention' | 'ban' | 'unban' | 'setManager' | 'unsetManager' | 'revoke';
  text: string;
  danger?: boolean;
}

function chooseBan(t: TFunction, chat: RoomChat, target: ActionTarget): void {
  const sheet = ActionSheet.show({
    extra: t('live:manage.banWho', { nick: target.nick }),
    actions: BAN_DURATIONS.map((d) => ({ key: String(d), text: banLabel(t, d) })),
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      void run(t, () => banUser(chat.liveid, Number(target.uid), Number(action.key)));
    },
  });
}

/** The actions this user may take on `target` (none: nothing to offer). */
export function userActions(
  t: TFunction,
  chat: Pick<RoomChat, 'selfUid' | 'manager' | 'role' | 'state'>,
  target: ActionTarget,
  extras: ActionExtras = {},
): UserAction[] {
  const self = target.uid === chat.selfUid;
  const targetManages = target.uid === chat.state.anchorUid || chat.state.managers.includes(target.uid);
  const actions: UserAction[] = [];
  if (extras.mention && !self && chat.selfUid)
    actions.push({ key: 'mention', text: t('live:manage.mention', { nick: target.nick }) });
  if (chat.manager && !self && !targetManages) {
    actions.push({ key: 'ban', text: t('live:manage.ban'), danger: true });
    actions.push({ key: 'unban', text: t('live:manage.unban') });
  }
  if (chat.role === 'anchor' && !self) {
    const isAdmin = chat.state.managers.includes(target.uid);
    actions.push({
      key: isAdmin ? 'unsetManager' : 'setManager',
      text: t(`live:manage.${isAdmin ? 'unsetManager' : 'setManager'}`),
    });
  }
  if (chat.manager && extras.messageId)
    actions.push({ key: 'revoke', text: t('live:manage.revoke'), danger: true });
  return actions;
}

/** Opens the actions on `target` for this user; false when there is nothing to offer. */
export function openUserActions(
  t: TFunction,
  chat: RoomChat,
  target: ActionTarget,
  extras: ActionExtras = {},
): boolean {
  const actions = userActions(t, chat, target, extras);
  if (!actions.length) return false;
  const sheet = ActionSheet.show({
    extra: target.nick,
    actions,
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      const uid = Number(target.uid);
      switch (action.key as UserAction['key']) {
        case 'mention':
          return extras.mention?.();
        case 'ban':
          return chooseBan(t, chat, target);
        case 'unban':
          return void run(t, () => unbanUser(chat.liveid, uid));
        case 'setManager':
        case 'unsetManager':
          return void run(t, () => setManager(chat.liveid, uid, action.key === 'setManager'));
        case 'revoke':
          if (extras.messageId) {
            const id = extras.messageId;
            return void run(t, () => revokeRoomMessage(chat.liveid, id));
          }
      }
    },
  });
  return true;
}

/** Opens the actions on a chat line (its sender and the message) for this user. */
export function openLineActions(t: TFunction, chat: RoomChat, line: TextLine, mention: () => void): void {
  openUserActions(t, chat, line, { mention, messageId: line.id });
}

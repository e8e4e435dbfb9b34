// What a tap on a message offers: @mention for everyone; for the room's managers also ban (3 days, 1 day, 1 hour,
// 10 minutes) or lift, revoke the message, and for the anchor set or remove an admin. Everything goes through
// the API, which tells the messaging service and posts the room message every client applies.
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

function chooseBan(t: TFunction, chat: RoomChat, line: TextLine): void {
  const sheet = ActionSheet.show({
    extra: t('live:manage.banWho', { nick: line.nick }),
    actions: BAN_DURATIONS.map((d) => ({ key: String(d), text: banLabel(t, d) })),
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      void run(t, () => banUser(chat.liveid, Number(line.uid), Number(action.key)));
    },
  });
}

/** Opens the actions on `line` for this user. */
export function openLineActions(t: TFunction, chat: RoomChat, line: TextLine, mention: () => void): void {
  const self = line.uid === chat.selfUid;
  const targetManages = line.uid === chat.state.anchorUid || chat.state.managers.includes(line.uid);
  const actions: Array<{ key: string; text: string; danger?: boolean }> = [];
  if (!self && chat.selfUid)
    actions.push({ key: 'mention', text: t('live:manage.mention', { nick: line.nick }) });
  if (chat.manager && !self && !targetManages) {
    actions.push({ key: 'ban', text: t('live:manage.ban'), danger: true });
    actions.push({ key: 'unban', text: t('live:manage.unban') });
  }
  if (chat.role === 'anchor' && !self) {
    const isAdmin = chat.state.managers.includes(line.uid);
    actions.push({
      key: isAdmin ? 'unsetManager' : 'setManager',
      text: t(`live:manage.${isAdmin ? 'unsetManager' : 'setManager'}`),
    });
  }
  if (chat.manager) actions.push({ key: 'revoke', text: t('live:manage.revoke'), danger: true });
  if (!actions.length) return;
  const sheet = ActionSheet.show({
    extra: line.nick,
    actions,
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      const uid = Number(line.uid);
      switch (action.key) {
        case 'mention':
          return mention();
        case 'ban':
          return chooseBan(t, chat, line);
        case 'unban':
          return void run(t, () => unbanUser(chat.liveid, uid));
        case 'setManager':
        case 'unsetManager':
          return void run(t, () => setManager(chat.liveid, uid, action.key === 'setManager'));
        case 'revoke':
          return void run(t, () => revokeRoomMessage(chat.liveid, line.id));
      }
    },
  });
}

// The managers' room menu: change the title, clear the chat, slow mode, mute all, who may speak, post an
// announcement, and the banned list. Each change goes through the API, which posts the room message that
// every client (this one included) applies.
import { ActionSheet, Dialog, Toast } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { textWidth } from '@tifo/sports';
import { SLOW_MODES, clearChat, postAnnouncement, setPublishConfig, setRoomTitle } from '../chat/chat-api';
import type { SpeakRule } from '../chat/chat-types';
import type { RoomChat } from '../chat/use-room-chat';
import { promptText } from './text-prompt';

const SPEAK_RULES: SpeakRule[] = ['all', 'users', 'fans'];

async function run(t: TFunction, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
    Toast.show({ icon: 'success', content: t('live:manage.done') });
  } catch {
    // The request helper has toasted the API's message.
  }
}

/** The label of a slow-mode interval. */
export function slowModeLabel(t: TFunction, seconds: number): string {
  if (seconds === 0) return t('live:manage.slowOff');
  return seconds >= 60
    ? t('live:manage.minutes', { count: seconds / 60 })
    : t('live:manage.seconds', { count: seconds });
}

function pick<K extends string | number>(
  t: TFunction,
  title: string,
  options: Array<{ key: K; text: string }>,
  apply: (key: K) => void,
): void {
  const sheet = ActionSheet.show({
    extra: title,
    actions: options.map((o) => ({ key: String(o.key), text: o.text })),
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      const chosen = options.find((o) => String(o.key) === action.key);
      if (chosen) apply(chosen.key);
    },
  });
}

/** Opens the room menu; `title` is the room's current title, `openBanned` shows the banned list. */
export function openRoomMenu(t: TFunction, chat: RoomChat, title: string, openBanned: () => void): void {
  const { publish } = chat.state;
  const liveid = chat.liveid;
  const prompt = { confirmText: t('common:confirm'), cancelText: t('common:cancel') };
  const sheet = ActionSheet.show({
    actions: [
      { key: 'title', text: t('live:manage.changeTitle') },
      { key: 'announcement', text: t('live:manage.announce') },
      { key: 'slow', text: t('live:manage.slowMode'), description: slowModeLabel(t, publish.slow_mode) },
      {
        key: 'speak',
        text: t('live:manage.speak'),
        description: t(`live:manage.speakRule.${publish.speak}`),
      },
      { key: 'mute', text: t(publish.mute_all ? 'live:manage.unmuteAll' : 'live:manage.muteAll') },
      { key: 'banned', text: t('live:manage.bannedList') },
      { key: 'clear', text: t('live:manage.clear'), danger: true },
    ],
    cancelText: t('common:cancel'),
    onAction: (action) => {
      sheet.close();
      switch (action.key) {
        case 'title':
          return void promptText({
            ...prompt,
            title: t('live:manage.changeTitle'),
            initial: title,
            check: (v) => (textWidth(v) < 2 || textWidth(v) > 60 ? t('live:manage.titleWidth') : null),
          }).then((v) => (v ? run(t, () => setRoomTitle(liveid, v)) : undefined));
        case 'announcement':
          return void promptText({
            ...prompt,
            title: t('live:manage.announce'),
            initial: chat.state.announcement?.content ?? '',
            multiline: true,
            check: (v) => (v.length < 1 || [...v].length > 200 ? t('live:manage.announcementLength') : null),
          }).then((v) => (v ? run(t, () => postAnnouncement(liveid, v)) : undefined));
        case 'slow':
          return pick(
            t,
            t('live:manage.slowMode'),
            SLOW_MODES.map((s) => ({ key: s, text: slowModeLabel(t, s) })),
            (s) => void run(t, () => setPublishConfig(liveid, { slow_mode: s })),
          );
        case 'speak':
          return pick(
            t,
            t('live:manage.speak'),
            SPEAK_RULES.map((r) => ({ key: r, text: t(`live:manage.speakRule.${r}`) })),
            (r) => void run(t, () => setPublishConfig(liveid, { speak: r })),
          );
        case 'mute':
          return void run(t, () => setPublishConfig(liveid, { mute_all: publish.mute_all ? 0 : 1 }));
        case 'banned':
          return openBanned();
        case 'clear':
          return void Dialog.confirm({
            content: t('live:manage.clearConfirm'),
            ...prompt,
            onConfirm: () => run(t, () => clearChat(liveid)),
          });
      }
    },
  });
}

// The chat input: text capped by the spec's width rule (characters above code 127 count 2), faces, @mention of
// recent speakers, and the room's rules shown before a send fails (banned, muted, slow-mode countdown).
import { ActionSheet, Toast } from 'antd-mobile';
import { textWidth, truncateText } from '@tifo/sports';
import { memo, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin } from '../../../lib/login-prompt';
import { EmojiPicker } from './emoji-picker';
import type { InputBlock, SendFailure } from './input-state';
import styles from './chat.module.css';

/** The widest message (spec section 5 width rule). */
export const MAX_MESSAGE_WIDTH = 60;

/** A user that can be mentioned. */
export interface Speaker {
  uid: string;
  nick: string;
}

/** Lets the list put a mention into the input. */
export interface ChatInputHandle {
  mention: (speaker: Speaker) => void;
}

function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The input bar of the room chat. Memoised, and `speakers` is read only when the @ list opens: a flood's batches
 * do not re-render it.
 */
export const ChatInput = memo(function ChatInput({
  guest,
  block,
  cooldownUntil,
  speakers,
  onSend,
  handle,
}: {
  guest: boolean;
  block: InputBlock;
  cooldownUntil: number;
  speakers: () => Speaker[];
  onSend: (text: string, atUserList: string[]) => Promise<SendFailure | null>;
  handle?: Ref<ChatInputHandle>;
}) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [faces, setFaces] = useState(false);
  const [sending, setSending] = useState(false);
  const mentions = useRef(new Map<string, string>());
  const secondsLeft = useSecondsLeft(cooldownUntil);
  const field = useRef<HTMLInputElement>(null);

  const setCapped = (value: string) => setText(truncateText(value, MAX_MESSAGE_WIDTH, ''));
  const mention = (s: Speaker) => {
    mentions.current.set(s.nick, s.uid);
    setCapped(`${text}@${s.nick} `);
    field.current?.focus();
  };
  useImperativeHandle(handle, () => ({ mention }));

  const pickMention = () => {
    const list = speakers();
    if (!list.length) return void Toast.show(t('chat.noSpeakers'));
    const sheet = ActionSheet.show({
      actions: list.map((s) => ({ key: s.uid, text: `@${s.nick}` })),
      cancelText: t('common:cancel'),
      onAction: (action) => {
        const s = list.find((x) => x.uid === action.key);
        if (s) mention(s);
        sheet.close();
      },
    });
  };

  const send = async () => {
    if (guest) return goToLogin();
    const body = text.trim();
    if (!body || sending || block || secondsLeft > 0) return;
    const atUserList = [...mentions.current]
      .filter(([nick]) => body.includes(`@${nick}`))
      .map(([, uid]) => uid);
    setSending(true);
    const failure = await onSend(body, atUserList).finally(() => setSending(false));
    if (!failure) {
      setText('');
      mentions.current.clear();
      setFaces(false);
      return;
    }
    if (failure.kind === 'other') Toast.show({ content: failure.message || t('chat.errors.failed') });
    else Toast.show({ content: t(`chat.errors.${failure.kind}`, { seconds: secondsLeftOf(failure) }) });
  };

  const blocked = block ? blockText(t, block) : '';
  const placeholder = blocked || (guest ? t('chat.loginToChat') : t('chat.placeholder'));
  const disabled = !!block;
  return (
    <div className={styles.inputBox} data-testid="chat-input-box" data-blocked={block?.reason ?? ''}>
      {blocked && (
        <p className={styles.blockReason} role="status" data-testid="chat-block-reason">
          {blocked}
        </p>
      )}
      <div className={styles.inputRow}>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('chat.faces')}
          onClick={() => setFaces((f) => !f)}
          disabled={disabled}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="9" cy="10" r="1.2" fill="currentColor" />
            <circle cx="15" cy="10" r="1.2" fill="currentColor" />
            <path
              d="M8 14.5c1 1.4 2.3 2 4 2s3-.6 4-2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('chat.mention')}
          onClick={pickMention}
          disabled={disabled || guest}
        >
          @
        </button>
        <input
          ref={field}
          className={styles.field}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          enterKeyHint="send"
          onChange={(e) => setCapped(e.target.value)}
          readOnly={guest}
          onClick={() => guest && goToLogin()}
          onKeyDown={(e) => e.key === 'Enter' && void send()}
          data-testid="chat-input"
          aria-label={t('chat.placeholder')}
        />
        {text && <span className={styles.counter}>{`${textWidth(text)}/${MAX_MESSAGE_WIDTH}`}</span>}
        <button
          type="button"
          className={styles.sendBtn}
          onClick={() => void send()}
          disabled={disabled || sending || secondsLeft > 0 || (!guest && !text.trim())}
          data-testid="chat-send"
        >
          {secondsLeft > 0 ? t('chat.wait', { seconds: secondsLeft }) : t('chat.send')}
        </button>
      </div>
      {faces && !disabled && <EmojiPicker onPick={(face) => setCapped(text + face)} />}
    </div>
  );
});

function secondsLeftOf(failure: SendFailure): number {
  return failure.kind === 'tooFast' ? failure.retryAfter : 0;
}

function blockText(
  t: (key: string, values?: Record<string, unknown>) => string,
  block: NonNullable<InputBlock>,
): string {
  if (block.reason === 'banned') {
    return block.until > 0
      ? t('chat.blocked.bannedUntil', { time: new Date(block.until * 1000).toLocaleString() })
      : t('chat.blocked.banned');
  }
  if (block.reason === 'muted' && block.until > 0)
    return t('chat.blocked.mutedUntil', { time: new Date(block.until * 1000).toLocaleString() });
  return t(`chat.blocked.${block.reason}`);
}

// Every viewer's gift animations over the room's picture: the room's GiftAnimation messages (read from the app's
// chat session, which the room's chat has joined) go through the queue; each plays as a banner with the sender,
// the gift and its count and combo, plus a Lottie burst (small) or the full-screen alpha video (big), and flies a
// highlighted danmaku line. With reduced motion only the banner shows, still.
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onChatMessages } from '../../../chat/chat-session';
import { isLoggedIn, useAppStore } from '../../../store/app-store';
import { useDanmakuSettings } from '../danmaku/danmaku-settings';
import { AlphaVideoEffect, LottieBurst } from './gift-effects';
import { giftIcon } from './gift-assets';
import { giftMessageOf } from './gift-message';
import { emptyQueue, enqueue, finish, type GiftQueueState, type QueuedGift } from './gift-queue';
import type { GiftAnimation } from './gift-types';
import styles from './gifts.module.css';

/** How long a small gift's banner stays after its last combo step. */
const SMALL_HOLD_MS = 3000;

type QueueEvent = { type: 'add'; gift: GiftAnimation; own: boolean } | { type: 'done'; key: string };
function queueReducer(state: GiftQueueState, event: QueueEvent): GiftQueueState {
  return event.type === 'add' ? enqueue(state, event.gift, event.own) : finish(state, event.key);
}

const motionQuery = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void): () => void {
  const list = window.matchMedia?.(motionQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
/** Whether the user asked for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => window.matchMedia?.(motionQuery).matches ?? false);
}

/** The gift's name in the interface language. */
export function giftName(gift: Pick<GiftAnimation, 'nameZh' | 'namePt'>, lang: string): string {
  return lang.startsWith('pt') ? gift.namePt || gift.nameZh : gift.nameZh || gift.namePt;
}

/** Counts the effects that really started, on the layer's element (what a browser test can wait for). */
function markPlayed(el: HTMLElement | null, kind: 'small' | 'big') {
  if (!el) return;
  const attr = kind === 'small' ? 'smallPlayed' : 'bigPlayed';
  el.dataset[attr] = String(Number(el.dataset[attr] ?? 0) + 1);
}

function Banner({
  item,
  reduced,
  onDone,
  onPlayed,
}: {
  item: QueuedGift;
  reduced: boolean;
  onDone: () => void;
  onPlayed: (kind: 'small' | 'big') => void;
}) {
  const { t, i18n } = useTranslation('live');
  const { gift } = item;
  const [effectDone, setEffectDone] = useState(reduced);
  const done = useRef(onDone);
  done.current = onDone;
  // Small gifts: the banner holds a while after the last combo step; big ones end with their video.
  useEffect(() => {
    if (gift.effect === 'big' && !reduced) return;
    const timer = setTimeout(() => done.current(), SMALL_HOLD_MS);
    return () => clearTimeout(timer);
  }, [gift.combo, gift.effect, reduced]);
  const icon = giftIcon(gift.code);
  return (
    <>
      <div
        className={`${styles.banner} ${item.own ? styles.bannerOwn : ''}`}
        data-testid="gift-banner"
        data-code={gift.code}
      >
        {gift.avatar ? (
          <img className={styles.bannerAvatar} src={gift.avatar} alt="" />
        ) : (
          <span className={styles.bannerAvatar} />
        )}
        <span className={styles.bannerText}>
          <b>{gift.nick}</b>
          <span>{t('gifts.sent', { gift: giftName(gift, i18n.language) })}</span>
        </span>
        {icon && <img className={styles.bannerIcon} src={icon} alt="" />}
        <span className={styles.bannerCount}>x{gift.count}</span>
        {gift.combo > 1 && (
          <span
            key={gift.combo}
            className={reduced ? styles.combo : `${styles.combo} ${styles.comboBump}`}
            data-testid="gift-combo"
          >
            {t('gifts.combo', { n: gift.combo })}
          </span>
        )}
        {!reduced && !effectDone && gift.effect === 'small' && (
          <LottieBurst
            code={gift.code}
            onStart={() => onPlayed('small')}
            onDone={() => setEffectDone(true)}
          />
        )}
      </div>
      {!reduced && gift.effect === 'big' && (
        <AlphaVideoEffect code={gift.code} onStart={() => onPlayed('big')} onDone={() => done.current()} />
      )}
    </>
  );
}

/** Flies one highlighted gift line across the top of the picture (the danmaku's own switch applies). */
function useGiftDanmaku(box: React.RefObject<HTMLDivElement | null>, reduced: boolean) {
  const { enabled } = useDanmakuSettings();
  const { t, i18n } = useTranslation('live');
  return (gift: GiftAnimation) => {
    const el = box.current;
    if (!el || !enabled || reduced) return;
    const line = document.createElement('div');
    line.className = styles.giftDanmaku;
    line.dataset.testid = 'gift-danmaku';
    line.textContent = t('gifts.danmaku', {
      nick: gift.nick,
      gift: giftName(gift, i18n.language),
      count: gift.count,
    });
    el.appendChild(line);
    const width = line.offsetWidth;
    const animation = line.animate(
      [{ transform: `translateX(${el.clientWidth}px)` }, { transform: `translateX(${-width}px)` }],
      { duration: ((el.clientWidth + width) / 0.09) | 0, easing: 'linear' },
    );
    animation.onfinish = () => line.remove();
  };
}

/** The gift animation layer of room `liveid`. */
export function GiftLayer({ liveid }: { liveid: number }) {
  const [queue, dispatch] = useReducer(queueReducer, emptyQueue);
  const reduced = usePrefersReducedMotion();
  const user = useAppStore((s) => s.user);
  const selfUid = isLoggedIn(user) ? String(user.id) : '';
  const box = useRef<HTMLDivElement>(null);
  const fly = useGiftDanmaku(box, reduced);
  const flyRef = useRef(fly);
  flyRef.current = fly;
  const seen = useRef(new Set<number>());

  useEffect(() => {
    const groupID = `LIVE_${liveid}`;
    return onChatMessages((messages) => {
      for (const message of messages) {
        const gift = giftMessageOf(message, groupID);
        if (!gift) continue;
        // Push and sync can both deliver a message: the line flies once.
        if (!seen.current.has(gift.sendId)) {
          seen.current.add(gift.sendId);
          flyRef.current(gift);
        }
        dispatch({ type: 'add', gift, own: gift.uid === selfUid && !!selfUid });
      }
    });
  }, [liveid, selfUid]);

  return (
    <div ref={box} className={styles.layer} data-testid="gift-layer" aria-live="polite">
      <div className={styles.banners}>
        {queue.playing.map((item) => (
          <Banner
            key={item.key}
            item={item}
            reduced={reduced}
            onDone={() => dispatch({ type: 'done', key: item.key })}
            onPlayed={(kind) => markPlayed(box.current, kind)}
          />
        ))}
      </div>
    </div>
  );
}

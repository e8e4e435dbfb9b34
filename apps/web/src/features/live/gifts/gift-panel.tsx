// The gift panel of a room (antd-mobile Popup): the gifts with prices, the user's bag, the balances with a way
// to recharge, the quantity choices, and the send button that turns into the combo button after a send.
import { Button, Dialog, Popup, Tabs, Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/errors';
import { navigateTo } from '../../../lib/login-prompt';
import { newRequestId, sendOffer, type LastSend } from './combo';
import { sendGift } from './gift-api';
import { giftIcon } from './gift-assets';
import { catalogGiftName } from './gift-name';
import { useAfterSend, useGiftBalances, useGiftList, useUserBag } from './gift-queries';
import type { Gift } from './gift-types';
import styles from './gifts.module.css';

const CURRENCY_ICON = { gold: '🪙', diamond: '💎' } as const;

function GiftCell({
  gift,
  selected,
  held,
  onPick,
}: {
  gift: Gift;
  selected: boolean;
  held?: number;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  return (
    <button
      type="button"
      className={selected ? `${styles.cell} ${styles.cellSelected}` : styles.cell}
      onClick={onPick}
      data-testid="gift-cell"
      data-code={gift.code}
    >
      <img src={giftIcon(gift.code)} alt="" />
      <span>{catalogGiftName(gift, i18n.language)}</span>
      {held !== undefined ? (
        <span className={styles.held}>{t('gifts.held', { n: held })}</span>
      ) : (
        <span className={styles.price}>
          {CURRENCY_ICON[gift.currency]} {gift.price}
        </span>
      )}
    </button>
  );
}

/** The panel; `liveid` is the room. Only shown to logged-in users (the gift button prompts guests). */
export function GiftPanel({ liveid, open, onClose }: { liveid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('live');
  const list = useGiftList();
  const bag = useUserBag(open);
  const balances = useGiftBalances(open);
  const afterSend = useAfterSend();
  const [tab, setTab] = useState<'gifts' | 'bag'>('gifts');
  const [giftId, setGiftId] = useState(0);
  const [count, setCount] = useState(1);
  const [last, setLast] = useState<LastSend | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  // A tap's request id lives until that send is answered: a retry after a lost answer sends it once.
  const pending = useRef<{ key: string; id: string } | null>(null);

  const gifts = list.data?.list ?? [];
  const quantities = list.data?.quantities ?? [1];
  const held = useMemo(() => new Map((bag.data?.list ?? []).map((b) => [b.gift_id, b.quantity])), [bag.data]);
  const selected = gifts.find((g) => g.id === giftId) ?? gifts[0];
  const offer = selected ? sendOffer(last, selected.id, count, now) : ({ kind: 'send' } as const);

  useEffect(() => {
    if (offer.kind !== 'combo') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [offer.kind]);

  const insufficient = async () => {
    const go = await Dialog.confirm({
      content: t('gifts.insufficient'),
      confirmText: t('gifts.recharge'),
      cancelText: t('gifts.cancel'),
    });
    if (go) navigateTo('/recharge');
  };

  const send = async () => {
    if (!selected || sending) return;
    const key = `${selected.id}:${count}:${offer.kind === 'combo' ? offer.comboId : ''}`;
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    setSending(true);
    try {
      const result = await sendGift({
        liveid,
        gift_id: selected.id,
        count,
        request_id: pending.current.id,
        ...(offer.kind === 'combo' ? { combo_id: offer.comboId } : {}),
      });
      pending.current = null;
      afterSend(result.balances);
      setLast({ giftId: selected.id, count, comboId: result.combo_id, combo: result.combo, at: Date.now() });
      setNow(Date.now());
    } catch (error) {
      const code = error instanceof RequestError ? error.apiCode : undefined;
      // A refusal is final for this tap; a network failure keeps the id so the retry sends once.
      if (code) pending.current = null;
      if (code === 'INSUFFICIENT_FUNDS') void insufficient();
      else
        Toast.show({ content: error instanceof Error && error.message ? error.message : t('gifts.failed') });
    } finally {
      setSending(false);
    }
  };

  const pick = (gift: Gift) => {
    setGiftId(gift.id);
    setLast(null);
  };
  const bagGifts = gifts.filter((g) => held.has(g.id));
  const shown = tab === 'bag' ? bagGifts : gifts;

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ background: 'var(--tifo-card)' }}
    >
      <div className={styles.panel} data-testid="gift-panel">
        <div className={styles.balance} data-testid="gift-balance">
          <span>
            {CURRENCY_ICON.diamond} {balances.data?.diamond ?? '-'}
          </span>
          <span>
            {CURRENCY_ICON.gold} {balances.data?.gold ?? '-'}
          </span>
          <a
            href="#recharge"
            onClick={(e) => {
              e.preventDefault();
              navigateTo('/recharge');
            }}
          >
            {t('gifts.recharge')}
          </a>
        </div>
        <Tabs activeKey={tab} onChange={(k) => setTab(k === 'bag' ? 'bag' : 'gifts')}>
          <Tabs.Tab title={t('gifts.tabGifts')} key="gifts" />
          <Tabs.Tab title={t('gifts.tabBag')} key="bag" />
        </Tabs>
        {shown.length === 0 ? (
          <div className={styles.empty}>{tab === 'bag' ? t('gifts.bagEmpty') : t('loading')}</div>
        ) : (
          <div className={styles.grid}>
            {shown.map((g) => (
              <GiftCell
                key={g.id}
                gift={g}
                selected={g.id === selected?.id}
                held={tab === 'bag' ? held.get(g.id) : undefined}
                onPick={() => pick(g)}
              />
            ))}
          </div>
        )}
        <div className={styles.footer}>
          <div className={styles.quantities}>
            {quantities.map((q) => (
              <button
                key={q}
                type="button"
                className={q === count ? `${styles.quantity} ${styles.quantitySelected}` : styles.quantity}
                onClick={() => setCount(q)}
                data-testid="gift-quantity"
              >
                {q}
              </button>
            ))}
          </div>
          <Button
            color={offer.kind === 'combo' ? 'warning' : 'primary'}
            shape="rounded"
            loading={sending}
            onClick={() => void send()}
            data-testid="gift-send"
          >
            {offer.kind === 'combo'
              ? t('gifts.comboSend', { n: offer.next, s: Math.ceil(offer.leftMs / 1000) })
              : t('gifts.send')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

// /go-live (anchors): what the live is about (a match or a show, title, cover), then broadcast from this
// browser or copy the OBS settings. The room's state as viewers see it shows at the top, from the API.
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/errors';
import { useUserInfo } from '../../../data/queries/user';
import { isLoggedIn, useAppStore } from '../../../store/app-store';
import { BackHeader } from '../../../components/back-header';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states';
import { goLive } from '../api';
import { useLiveCategories, useLivePage, usePushInfo } from '../queries';
import type { PushInfo } from '../types';
import { BrowserBroadcast } from './browser-broadcast';
import { MatchPicker } from './match-picker';
import { ObsSettings } from './obs-settings';
import styles from './go-live.module.css';

type Way = 'browser' | 'obs';

/** The fields the API may name in a refusal that this form can mark. */
const FORM_FIELDS = new Set(['matchid', 'category_id', 'title', 'cover']);

/** The settings form and the two ways to broadcast, once the push info is known. */
function GoLiveForm({ push, anchorId }: { push: PushInfo; anchorId: number }) {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const categories = useLiveCategories();
  const room = useLivePage(anchorId);
  const [kind, setKind] = useState<'match' | 'show'>(push.kind);
  const [matchId, setMatchId] = useState(push.matchid);
  const [categoryId, setCategoryId] = useState(push.category_id);
  const [title, setTitle] = useState(push.title);
  const [cover, setCover] = useState(push.cover);
  const [way, setWay] = useState<Way>('browser');
  // The server's refusal, shown at the field it names (the match list, the title, the cover, the categories).
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const state = room.data?.room?.state ?? push.state;
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : '');

  /** Saves the settings; null (with a toast) when they are incomplete or refused. */
  const save = async (): Promise<PushInfo | null> => {
    if (title.trim().length < 2) {
      Toast.show(t('goLive.titleRequired'));
      return null;
    }
    if (kind === 'match' && !matchId) {
      Toast.show(t('goLive.matchRequired'));
      return null;
    }
    setRefusal(null);
    try {
      const next = await goLive({
        title: title.trim(),
        matchid: kind === 'match' ? matchId : 0,
        category_id: kind === 'show' ? categoryId || undefined : undefined,
        cover: cover.trim(),
      });
      client.setQueryData(['live', 'push'], next);
      void client.invalidateQueries({ queryKey: ['live', 'page', anchorId] });
      return next;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof RequestError && e.field && FORM_FIELDS.has(e.field)) {
        setRefusal({ field: e.field, message });
        document.querySelector(`[data-field="${e.field}"]`)?.scrollIntoView({ block: 'center' });
      } else Toast.show(message);
      return null;
    }
  };

  const showCategories = (categories.data ?? []).filter((c) => c.code !== 'hot');
  // A show without a chosen category goes to "other" on the server: show that choice.
  const shownCategory = categoryId || showCategories.find((c) => c.code === 'other')?.id || 0;
  return (
    <>
      <p className={styles.state} data-testid="room-live-state" data-state={state}>
        <i className={state === 'live' ? styles.stateLive : styles.stateOff} />
        {t(`goLive.state.${state}`)}
      </p>
      <section className={styles.card}>
        <div className={styles.segment} role="radiogroup" aria-label={t('goLive.kind')}>
          {(['match', 'show'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={`${styles.segmentBtn} ${kind === k ? styles.segmentOn : ''}`}
              onClick={() => setKind(k)}
              data-kind={k}
            >
              {t(`goLive.kind_${k}`)}
            </button>
          ))}
        </div>
        {kind === 'match' ? (
          <div data-field="matchid">
            <MatchPicker
              value={matchId}
              onChange={(id) => {
                setMatchId(id);
                if (refusal?.field === 'matchid') setRefusal(null);
              }}
              error={errorOf('matchid')}
            />
          </div>
        ) : (
          <div className={styles.sourceRow} data-field="category_id">
            {showCategories.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`${styles.chip} ${shownCategory === c.id ? styles.chipOn : ''}`}
                onClick={() => setCategoryId(c.id)}
              >
                {t(`category.${c.code}`, { defaultValue: c.name })}
              </button>
            ))}
            {errorOf('category_id') && (
              <p className={styles.fieldError} role="alert">
                {errorOf('category_id')}
              </p>
            )}
          </div>
        )}
        <label className={styles.field} data-field="title">
          <span>{t('goLive.title')}</span>
          <input
            className={`${styles.input} ${errorOf('title') ? styles.inputInvalid : ''}`}
            aria-invalid={!!errorOf('title')}
            value={title}
            maxLength={60}
            onChange={(e) => {
              setTitle(e.target.value);
              if (refusal?.field === 'title') setRefusal(null);
            }}
            placeholder={t('goLive.titlePlaceholder')}
            data-testid="live-title"
          />
          {errorOf('title') && (
            <span className={styles.fieldError} role="alert">
              {errorOf('title')}
            </span>
          )}
        </label>
        <label className={styles.field} data-field="cover">
          <span>{t('goLive.cover')}</span>
          <input
            className={`${styles.input} ${errorOf('cover') ? styles.inputInvalid : ''}`}
            aria-invalid={!!errorOf('cover')}
            value={cover}
            onChange={(e) => {
              setCover(e.target.value);
              if (refusal?.field === 'cover') setRefusal(null);
            }}
            placeholder={t('goLive.coverPlaceholder')}
            inputMode="url"
          />
          {errorOf('cover') && (
            <span className={styles.fieldError} role="alert">
              {errorOf('cover')}
            </span>
          )}
        </label>
        {cover && /^(https?:\/\/|\/)/.test(cover) && (
          <img src={cover} alt="" className={styles.coverPreview} />
        )}
        <button
          type="button"
          className={styles.secondaryBtn}
          onClick={() =>
            void save().then((p) => p && Toast.show({ icon: 'success', content: t('goLive.saved') }))
          }
        >
          {t('goLive.save')}
        </button>
      </section>
      <nav className={styles.segment} role="tablist">
        {(['browser', 'obs'] as const).map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            aria-selected={way === w}
            className={`${styles.segmentBtn} ${way === w ? styles.segmentOn : ''}`}
            onClick={() => setWay(w)}
            data-way={w}
          >
            {t(`goLive.way_${w}`)}
          </button>
        ))}
      </nav>
      <section className={styles.card}>
        {way === 'browser' ? (
          <BrowserBroadcast
            prepare={save}
            onEnded={() => void client.invalidateQueries({ queryKey: ['live', 'page', anchorId] })}
          />
        ) : (
          <ObsSettings push={push} />
        )}
      </section>
    </>
  );
}

/** The go-live screen. */
export function GoLiveScreen() {
  const { t } = useTranslation('live');
  const user = useAppStore((s) => s.user);
  // Refreshed on entry: an operator may have made this user an anchor since the login.
  const info = useUserInfo();
  const anchor = isLoggedIn(user) && user.is_anchor === 1;
  const push = usePushInfo(anchor);
  return (
    <div className={styles.page} data-testid="go-live">
      <BackHeader title={t('goLive.heading')} />
      {!anchor && info.isLoading ? (
        <LoadingRows rows={3} />
      ) : !anchor ? (
        <EmptyState text={t('goLive.anchorsOnly')} />
      ) : push.isLoading ? (
        <LoadingRows rows={3} />
      ) : !push.data ? (
        <ErrorState onRetry={() => void push.refetch()} />
      ) : (
        <GoLiveForm push={push.data} anchorId={Number(user.id)} />
      )}
    </div>
  );
}

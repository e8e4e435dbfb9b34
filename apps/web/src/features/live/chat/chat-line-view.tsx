// One line of the room chat: a user's message with the anchor/admin badge, an aggregated enter line with the
// latest entrant's level and VIP badge, or a notice.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine, TextLine } from './chat-types';
import styles from './chat.module.css';

/** Badges of the room's roles. */
export interface RoleLookup {
  anchorUid: string;
  managers: readonly string[];
  /** Senders known to be VIP (modules/vip: the API's word, from enter lines and getMemberBadges). */
  vips?: ReadonlySet<string>;
}

function RoleBadge({ uid, roles }: { uid: string; roles: RoleLookup }) {
  const { t } = useTranslation('live');
  if (uid === roles.anchorUid)
    return <span className={`${styles.badge} ${styles.anchor}`}>{t('chat.anchorBadge')}</span>;
  if (roles.managers.includes(uid))
    return <span className={`${styles.badge} ${styles.admin}`}>{t('chat.adminBadge')}</span>;
  return null;
}

/**
 * A line of the chat list; tapping a user's message calls `onPick`. Memoised: lines never change once made (a
 * new enter line replaces the old object), so a batch re-renders only its new lines.
 */
export const ChatLineView = memo(function ChatLineView({
  line,
  roles,
  onPick,
}: {
  line: ChatLine;
  roles: RoleLookup;
  onPick: (line: TextLine) => void;
}) {
  const { t } = useTranslation('live');
  if (line.kind === 'text') {
    return (
      <button
        type="button"
        className={`${styles.line} ${line.own ? styles.ownLine : ''}`}
        onClick={() => onPick(line)}
        data-testid="chat-line"
        data-msg-id={line.id}
      >
        <RoleBadge uid={line.uid} roles={roles} />
        {roles.vips?.has(line.uid) && (
          <span className={`${styles.badge} ${styles.vip}`} data-testid="chat-vip">
            VIP
          </span>
        )}
        <span className={styles.nick}>{line.nick}:</span> <span className={styles.text}>{line.text}</span>
      </button>
    );
  }
  if (line.kind === 'joins') {
    const { last } = line;
    return (
      <p
        className={`${styles.line} ${styles.joins} ${last.vip ? styles.vipEntry : ''}`}
        data-testid={last.vip ? 'vip-entry' : 'chat-joins'}
      >
        <span className={styles.level}>Lv{last.level}</span>
        {last.vip && <span className={`${styles.badge} ${styles.vip}`}>VIP</span>}
        {last.role !== 'member' && (
          <span className={`${styles.badge} ${last.role === 'anchor' ? styles.anchor : styles.admin}`}>
            {t(last.role === 'anchor' ? 'chat.anchorBadge' : 'chat.adminBadge')}
          </span>
        )}
        <span>
          {line.others > 0
            ? t('chat.joinedMany', { nick: last.nick, count: line.others })
            : t('chat.joined', { nick: last.nick })}
          {line.left > 0 && t('chat.left', { count: line.left })}
        </span>
      </p>
    );
  }
  return (
    <p className={`${styles.line} ${styles.notice}`} data-testid="chat-notice">
      {t(`chat.notice.${line.key}`, line.values)}
    </p>
  );
});

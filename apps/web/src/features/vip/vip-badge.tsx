import styles from './vip.module.css';

/** The VIP (gold) or SVIP (purple) badge; nothing for level 0. */
export function VipBadge({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className={`${styles.badge} ${level >= 2 ? styles.svip : ''}`} data-testid="vip-badge">
      {level >= 2 ? 'SVIP' : 'VIP'}
    </span>
  );
}

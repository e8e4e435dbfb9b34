// The match events as a vertical timeline: minute in the middle, home events on the left, away on the right,
// newest at the top, each with an icon people recognise faster than words.
import { useTranslation } from 'react-i18next';
import { BallIcon } from '../../components/icons';
import styles from './timeline.module.css';

/** One event as the timeline shows it. */
export interface TimelineEvent {
  id: number;
  /** "23'", "45+2'", "Q3 4:12" */
  when: string;
  type: string;
  side: 1 | 2;
  player: string;
  player2?: string;
  /** Score after the event, shown for scoring events. */
  score?: string;
}

// Maps: the event type comes from the API, and an own-property lookup keeps a type like "constructor" a plain
// unknown type.
const BALLS = new Map<string, 1 | 2>([
  ['goal', 1],
  ['penalty', 1],
  ['own_goal', 1],
  ['score', 2],
]);

const ICONS = new Map<string, string>([
  ['penalty_missed', '✖'],
  ['yellow', ''],
  ['red', ''],
  ['substitution', '⇄'],
  ['corner', '⚑'],
  ['shootout', '◎'],
]);

function Icon({ type }: { type: string }) {
  if (type === 'yellow' || type === 'red')
    return <span className={`${styles.card} ${styles[type]}`} aria-hidden />;
  const ball = BALLS.get(type);
  const typeClass = Object.hasOwn(styles, `t_${type}`) ? styles[`t_${type}`] : '';
  return (
    <span className={`${styles.icon} ${typeClass}`} aria-hidden>
      {ball ? <BallIcon sport={ball} /> : (ICONS.get(type) ?? '•')}
    </span>
  );
}

/** The events timeline, newest first. */
export function EventsTimeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation('matchDetail');
  return (
    <ol className={styles.list} data-testid="events-timeline">
      {events.map((e) => {
        const body = (
          <div className={styles.body}>
            <Icon type={e.type} />
            <div className={styles.text}>
              <div className={styles.player}>
                {e.player || t(`event.${e.type}`, { defaultValue: e.type })}
                {e.score && <b className={styles.score}> {e.score}</b>}
              </div>
              {e.player2 && (
                <div className={styles.sub}>
                  {e.type === 'substitution' ? `↑ ${e.player2}` : `${t('assist')}: ${e.player2}`}
                </div>
              )}
              {e.player && (
                <div className={styles.kind}>{t(`event.${e.type}`, { defaultValue: e.type })}</div>
              )}
            </div>
          </div>
        );
        return (
          <li key={e.id} className={styles.row} data-testid="timeline-event" data-type={e.type}>
            <div className={styles.left}>{e.side === 1 ? body : null}</div>
            <div className={styles.minute}>{e.when}</div>
            <div className={styles.right}>{e.side === 2 ? body : null}</div>
          </li>
        );
      })}
    </ol>
  );
}

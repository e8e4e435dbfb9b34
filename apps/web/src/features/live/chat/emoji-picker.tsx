// The faces panel of the chat input: common emoji, inserted as text (every client and the danmaku show them
// with the system's emoji font; no image set to download).
import styles from './chat.module.css';

/** The faces offered, most used in sports chat first. */
export const FACES = [
  '😀',
  '😂',
  '🤣',
  '😍',
  '😎',
  '🤔',
  '😮',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🔥',
  '⚽',
  '🏀',
  '🥅',
  '🏆',
  '🎉',
  '❤️',
  '💔',
  '😱',
  '🤯',
  '😴',
  '🤡',
  '👀',
  '✌️',
  '🤝',
  '🙌',
  '😅',
  '😤',
];

/** A grid of faces; `onPick` gets the chosen one. */
export function EmojiPicker({ onPick }: { onPick: (face: string) => void }) {
  return (
    <div className={styles.faces} role="listbox" data-testid="emoji-picker">
      {FACES.map((face) => (
        <button key={face} type="button" className={styles.face} onClick={() => onPick(face)} role="option">
          {face}
        </button>
      ))}
    </div>
  );
}

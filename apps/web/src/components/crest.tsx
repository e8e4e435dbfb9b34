// Team crests: the API's generated logo when it sends one, otherwise a badge drawn from the name, so a list
// never shows broken images. The colour comes from a hash of the name, stable across renders and pages.
import { useState } from 'react';
import styles from './crest.module.css';

const PALETTE = ['#1677ff', '#e5484d', '#12a150', '#f5a524', '#7c3aed', '#0ea5e9', '#db2777', '#475569'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '');
  // CJK names read best with one or two characters; Latin names with initials.
  if ((first[0]?.codePointAt(0) ?? 0) > 127) return first.slice(0, 2).join('');
  if (words.length === 1) return first.slice(0, 3).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** A round team/league crest of `size` px. */
export function Crest({ name, logo, size = 28 }: { name: string; logo?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (logo && !failed) {
    return (
      <img
        className={styles.img}
        src={logo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const color = PALETTE[hash(name) % PALETTE.length];
  return (
    <span
      className={styles.badge}
      aria-hidden
      style={{ width: size, height: size, background: color, fontSize: Math.round(size * 0.36) }}
    >
      {initials(name)}
    </span>
  );
}

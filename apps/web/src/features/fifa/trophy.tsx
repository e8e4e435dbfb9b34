// Trophy and medal pictures drawn in SVG (no emoji: many Android browsers and the test browser lack them).
import type { Stage } from './cwc';

/** A gold cup. */
export function Trophy({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden>
      <defs>
        <linearGradient id="cup" x1="0" x2="1">
          <stop offset="0" stopColor="#f8d45c" />
          <stop offset="0.5" stopColor="#fff1a8" />
          <stop offset="1" stopColor="#c9a227" />
        </linearGradient>
      </defs>
      <path d="M18 8h28v10c0 9-6 16-14 16S18 27 18 18z" fill="url(#cup)" />
      <path d="M18 12H9c0 8 4 13 11 14M46 12h9c0 8-4 13-11 14" fill="none" stroke="#e0b63a" strokeWidth="3" />
      <rect x="29" y="33" width="6" height="10" fill="#c9a227" />
      <path d="M22 44h20l3 8H19z" fill="url(#cup)" />
      <rect x="16" y="52" width="32" height="5" rx="1.5" fill="#7a5c12" />
    </svg>
  );
}

const MEDAL: Partial<Record<Stage, [string, string]>> = {
  champion: ['#f8d45c', '#c9a227'],
  final: ['#e5e7eb', '#9ca3af'],
  semi: ['#f0b27a', '#b8733a'],
};

/** A medal for the top three stages, a pennant otherwise. */
export function Medal({ stage, size = 44 }: { stage: Stage; size?: number }) {
  if (stage === 'champion') return <Trophy size={size} />;
  const colors = MEDAL[stage];
  if (!colors) {
    return (
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
        <rect x="10" y="6" width="3" height="38" rx="1.5" fill="#64748b" />
        <path d="M13 8l24 8-24 8z" fill="#1677ff" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
      <path d="M14 2h8l4 14h-8zM34 2h-8l-4 14h8z" fill="#1677ff" />
      <circle cx="24" cy="30" r="14" fill={colors[0]} stroke={colors[1]} strokeWidth="3" />
      <path d="M24 22l2.4 5 5.4.6-4 3.7 1.1 5.3L24 34l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" fill={colors[1]} />
    </svg>
  );
}

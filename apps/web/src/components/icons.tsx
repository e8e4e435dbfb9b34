// Every icon and small picture of the app, drawn in SVG in this one module, so a screen never carries its own
// drawing and the same glyph looks the same everywhere. SVG rather than emoji: emoji do not render on systems
// without an emoji font (many Android browsers, Windows for some, the test browser), where they show as boxes.
// Icons are decorative (aria-hidden): the button or link around one carries its label.

/** A football (sport 1) or a basketball (sport 2), `size` px. */
export function BallIcon({ sport, size = 16 }: { sport: 1 | 2; size?: number }) {
  if (sport === 2) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
        <circle cx="12" cy="12" r="10" fill="#f97316" stroke="#9a3412" strokeWidth="1.2" />
        <path
          d="M2 12h20M12 2v20M5 5c3.5 3 3.5 11 0 14M19 5c-3.5 3-3.5 11 0 14"
          fill="none"
          stroke="#9a3412"
          strokeWidth="1.2"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
      <circle cx="12" cy="12" r="10" fill="#fff" stroke="#1f2329" strokeWidth="1.2" />
      <path d="M12 7.2l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#1f2329" />
      <path
        d="M12 7.2V2.3M16.3 10.3l4.6-1.6M14.7 15.3l2.9 3.9M9.3 15.3l-2.9 3.9M7.7 10.3L3.1 8.7"
        fill="none"
        stroke="#1f2329"
        strokeWidth="1.2"
      />
    </svg>
  );
}

/** The back arrow of a header. */
export function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** A magnifying glass. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A five-pointed star, outlined or `filled` (the follow star, the followed list). */
export function StarIcon({
  filled = false,
  size = 20,
  strokeWidth = 1.6,
}: {
  filled?: boolean;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14 6.38 20.1l1.07-6.26L2.9 9.4l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An empty pitch in outline: the "nothing here" picture. */
export function EmptyPitchIcon({ width, height }: { width: number; height: number }) {
  return (
    <svg width={width} height={height} viewBox="0 0 96 72" aria-hidden>
      <rect x="8" y="10" width="80" height="52" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <line x1="48" y1="10" x2="48" y2="62" stroke="currentColor" strokeWidth="2" />
      <circle cx="48" cy="36" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="8" y="24" width="12" height="24" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="76" y="24" width="12" height="24" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Three coloured bars: the billboards (rankings). */
export function BillboardIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
      <rect x="3" y="12" width="4" height="9" rx="1" fill="#f5a524" />
      <rect x="10" y="6" width="4" height="15" rx="1" fill="#1677ff" />
      <rect x="17" y="9" width="4" height="12" rx="1" fill="#12a150" />
    </svg>
  );
}

/** A globe: the national teams' ranking. */
export function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
      <circle cx="12" cy="12" r="9" fill="none" stroke="#1677ff" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18"
        fill="none"
        stroke="#1677ff"
        strokeWidth="1.4"
      />
    </svg>
  );
}

/** A gold cup. */
export function TrophyIcon({ size = 48 }: { size?: number }) {
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

/** A medal on a ribbon, in a metal's `colors` (face, rim). */
export function MedalIcon({ colors, size = 44 }: { colors: readonly [string, string]; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
      <path d="M14 2h8l4 14h-8zM34 2h-8l-4 14h8z" fill="#1677ff" />
      <circle cx="24" cy="30" r="14" fill={colors[0]} stroke={colors[1]} strokeWidth="3" />
      <path d="M24 22l2.4 5 5.4.6-4 3.7 1.1 5.3L24 34l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" fill={colors[1]} />
    </svg>
  );
}

/** A pennant on a pole. */
export function PennantIcon({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
      <rect x="10" y="6" width="3" height="38" rx="1.5" fill="#64748b" />
      <path d="M13 8l24 8-24 8z" fill="#1677ff" />
    </svg>
  );
}

// Footballs and basketballs drawn in SVG: the emoji balls do not render on systems without an emoji font
// (many Android browsers, Windows for some, the test browser), where they show as empty boxes.

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

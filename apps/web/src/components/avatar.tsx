import { useState } from 'react';

const HUES = [210, 4, 32, 140, 266, 188, 330, 90];

/** A user's avatar; without a picture (or when it fails to load) a coloured initial chosen by the numeric id. */
export function Avatar({
  src,
  name,
  id,
  size = 64,
}: {
  src?: string;
  name?: string;
  id?: number;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const dim = `calc(${size} * var(--px))`;
  if (src && !broken) {
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        style={{ width: dim, height: dim, borderRadius: '50%', objectFit: 'cover' }}
        onError={() => setBroken(true)}
      />
    );
  }
  const hue = HUES[Math.abs(id ?? 0) % HUES.length];
  return (
    <span
      className="avatar avatar-initial"
      aria-hidden="true"
      style={{
        width: dim,
        height: dim,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `hsl(${hue} 70% 92%)`,
        color: `hsl(${hue} 60% 38%)`,
        fontWeight: 600,
        fontSize: `calc(${Math.round(size * 0.42)} * var(--px))`,
        flex: 'none',
      }}
    >
      {(name?.trim() || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}

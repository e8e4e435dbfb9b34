// A football pitch drawn in SVG with both teams in formation: home attacking upwards from the bottom half,
// away attacking downwards from the top half. Shirt colours distinguish the teams.
import { truncateText } from '@tifo/sports';
import { formationSlots } from './formation';

/** A player as the pitch needs it. */
export interface PitchPlayer {
  name: string;
  number?: number | string;
  /** Position from the API, 0..100 across and from the own goal line forward; else taken from the formation. */
  x?: number;
  y?: number;
}

interface Side {
  formation: string;
  players: PitchPlayer[];
  color: string;
}

const W = 100;
const H = 150;

function Team({ side, top }: { side: Side; top: boolean }) {
  const slots = formationSlots(side.formation);
  return (
    <g>
      {slots.map((s, i) => {
        const p = side.players[i];
        if (!p) return null;
        const sx = p.x != null ? p.x / 100 : s.x;
        const sy = p.y != null ? Math.min(p.y / 100, 0.92) : s.y;
        const x = (top ? 1 - sx : sx) * W;
        const half = H / 2;
        const y = top ? sy * half : H - sy * half;
        return (
          <g key={i} transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`} data-testid="pitch-player">
            <circle r="4.2" fill={i === 0 ? '#111827' : side.color} stroke="#fff" strokeWidth="0.7" />
            <text y="1.5" textAnchor="middle" fontSize="3.8" fontWeight="700" fill="#fff">
              {p.number ?? ''}
            </text>
            <text
              y="8.6"
              textAnchor="middle"
              fontSize="3.3"
              fill="#fff"
              style={{ paintOrder: 'stroke' }}
              stroke="rgba(0,0,0,.35)"
              strokeWidth="0.6"
            >
              {truncateText(p.name, 12, '…')}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Both lineups on one pitch. */
export function Pitch({ home, away }: { home: Side; away: Side }) {
  const line = { fill: 'none', stroke: 'rgba(255,255,255,.55)', strokeWidth: 0.5 };
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="lineup" data-testid="pitch">
      <defs>
        <pattern id="stripes" width="100" height="18.75" patternUnits="userSpaceOnUse">
          <rect width="100" height="9.375" fill="#2f9e55" />
          <rect y="9.375" width="100" height="9.375" fill="#2b914e" />
        </pattern>
      </defs>
      <rect width={W} height={H} fill="url(#stripes)" rx="2" />
      <rect x="3" y="3" width={W - 6} height={H - 6} {...line} />
      <line x1="3" y1={H / 2} x2={W - 3} y2={H / 2} {...line} />
      <circle cx={W / 2} cy={H / 2} r="11" {...line} />
      <circle cx={W / 2} cy={H / 2} r="0.9" fill="rgba(255,255,255,.7)" />
      <rect x="22" y="3" width="56" height="20" {...line} />
      <rect x="37" y="3" width="26" height="7" {...line} />
      <rect x="22" y={H - 23} width="56" height="20" {...line} />
      <rect x="37" y={H - 10} width="26" height="7" {...line} />
      <Team side={away} top />
      <Team side={home} top={false} />
    </svg>
  );
}

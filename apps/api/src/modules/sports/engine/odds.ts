import { Rng } from '../rng';
import { stateAt } from './match-state';
import type { MatchScript } from './script-types';

/** A simulated bookmaker. The names are invented: the prices are the engine's, not any real firm's. */
export interface Bookmaker {
  id: number;
  name_en: string;
  name_zh: string;
  margin: number;
}

/** The bookmakers every match is priced by. */
export const BOOKMAKERS: Bookmaker[] = [
  { id: 1, name_en: 'Northgate', name_zh: '北门', margin: 0.045 },
  { id: 2, name_en: 'Meridian', name_zh: '子午线', margin: 0.055 },
  { id: 3, name_en: 'Bluecrest', name_zh: '蓝冠', margin: 0.065 },
  { id: 4, name_en: 'Harbour Line', name_zh: '港湾', margin: 0.05 },
  { id: 5, name_en: 'Summit Sports', name_zh: '峰顶', margin: 0.07 },
];

/** Prices of one bookmaker at one moment. Decimal odds; lines are from the home side (asia) or totals (bs). */
export interface OddsQuote {
  /** 1X2 (football) or money line (basketball, draw 0). */
  eu: { home: number; draw: number; away: number };
  /** Handicap: home receives `line` (negative: home gives). */
  asia: { line: number; home: number; away: number };
  /** Totals: goals or points over/under `line`. */
  bs: { line: number; over: number; under: number };
}

/** One sampled price: when, at what score, and for an in-play sample the minute (football) or period. */
export interface OddsPoint {
  time: number;
  /** 0 before the start; football minute or basketball period while in play. */
  minute: number;
  status: number;
  score: string;
  quote: OddsQuote;
}

function poissonPmf(lambda: number, max = 12): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

function normalCdf(x: number): number {
  // Abramowitz-Stegun 7.1.26: plenty for prices.
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

function price(p: number, margin: number, noise: number): number {
  const clamped = Math.min(0.97, Math.max(0.02, p));
  return Math.max(1.01, Math.round((noise / (clamped * (1 + margin))) * 100) / 100);
}

/** Fair probabilities for the rest of a match from the score and the expected remaining goals or points. */
function fair(
  script: MatchScript,
  home: number,
  away: number,
  left: number,
): { eu: number[]; asia: [number, number]; bs: [number, number] } {
  const [eh, ea] = [script.expected[0] * left, script.expected[1] * left];
  if (script.sport === 2) {
    const sd = Math.max(0.5, 12 * Math.sqrt(left));
    const diff = home - away + eh - ea;
    const total = home + away + eh + ea;
    const pHome = normalCdf(diff / sd);
    return {
      eu: [pHome, 0, 1 - pHome],
      asia: [-Math.round(diff * 2) / 2, 0.5],
      bs: [Math.floor(total) + 0.5, 0.5],
    };
  }
  const ph = poissonPmf(eh);
  const pa = poissonPmf(ea);
  let win = 0;
  let draw = 0;
  const margin = new Map<number, number>();
  const totals = new Map<number, number>();
  ph.forEach((x, i) =>
    pa.forEach((y, j) => {
      const d = home + i - (away + j);
      const p = x * y;
      if (d > 0) win += p;
      else if (d === 0) draw += p;
      margin.set(d, (margin.get(d) ?? 0) + p);
      totals.set(home + away + i + j, (totals.get(home + away + i + j) ?? 0) + p);
    }),
  );
  const line = -Math.round((home - away + eh - ea) * 4) / 4;
  let cover = 0;
  for (const [d, p] of margin) cover += d + line > 0 ? p : d + line === 0 ? p / 2 : 0;
  const totalLine = Math.floor(home + away + eh + ea) + 0.5;
  let over = 0;
  for (const [n, p] of totals) if (n > totalLine) over += p;
  return { eu: [win, draw, Math.max(0, 1 - win - draw)], asia: [line, cover], bs: [totalLine, over] };
}

/** Share of the match still to play at `elapsed` seconds (1 before the start, 0 once finished). */
function remaining(script: MatchScript, elapsed: number): number {
  if (elapsed <= 0) return 1;
  if (elapsed >= script.end) return 0;
  let played = 0;
  let total = 0;
  for (const p of script.phases) {
    const playing =
      script.sport === 1
        ? p.status === 2 || p.status === 4
        : p.clock !== undefined && p.clock > 0 && p.period! <= 4;
    if (!playing || p.end === Number.MAX_SAFE_INTEGER) continue;
    total += p.end - p.start;
    played += Math.max(0, Math.min(elapsed, p.end) - p.start);
  }
  return total ? Math.max(0, 1 - played / total) : 0;
}

/** One bookmaker's prices at `now` for a match starting at `start`. */
export function quoteAt(
  script: MatchScript,
  start: number,
  now: number,
  book: Bookmaker,
  sample: number,
): OddsQuote {
  const s = stateAt(script, start, now);
  const f = fair(script, s.home_score, s.away_score, remaining(script, s.elapsed));
  const rng = new Rng(`odds/${script.matchId}/${book.id}/${sample}`);
  const n = (): number => 1 + rng.normal(0, 0.02);
  const [pw, pd, pl] = f.eu as [number, number, number];
  return {
    eu: {
      home: price(pw, book.margin, n()),
      draw: pd ? price(pd, book.margin, n()) : 0,
      away: price(pl, book.margin, n()),
    },
    asia: {
      line: f.asia[0],
      home: price(f.asia[1], book.margin, n()),
      away: price(1 - f.asia[1], book.margin, n()),
    },
    bs: {
      line: f.bs[0],
      over: price(f.bs[1], book.margin, n()),
      under: price(1 - f.bs[1], book.margin, n()),
    },
  };
}

/** Sample instants: opening (a day before), an hour before, the start, then every 5 minutes of play until now. */
export function sampleTimes(script: MatchScript, start: number, now: number): number[] {
  const times = [start - 86400, start - 3600, start].filter((t) => t <= now || t === start - 86400);
  const step = 300;
  for (let t = start + step; t <= Math.min(now, start + script.end); t += step) times.push(t);
  return times;
}

/** A bookmaker's price history for a match up to now, oldest first (at least the opening price). */
export function oddsHistory(script: MatchScript, start: number, now: number, book: Bookmaker): OddsPoint[] {
  return sampleTimes(script, start, now).map((time, i) => {
    const s = stateAt(script, start, time);
    return {
      time,
      minute: s.status === 1 ? 0 : script.sport === 1 ? s.minute : s.period_count,
      status: s.status,
      score: `${s.home_score}-${s.away_score}`,
      quote: quoteAt(script, start, time, book, i),
    };
  });
}

/** One progress report of ffmpeg (its `frame= ... time= ... speed=` status line). */
export interface FfmpegProgress {
  frame: number | undefined;
  fps: number | undefined;
  /** Media time reached, ms. */
  timeMs: number | undefined;
  speed: number | undefined;
}

/** What one stderr line of ffmpeg means to us. */
type StderrEvent =
  | { kind: 'progress'; progress: FfmpegProgress }
  | { kind: 'opening'; file: string }
  | { kind: 'error'; line: string }
  | { kind: 'info'; line: string };

const ERROR_WORDS =
  /\b(error|invalid|failed|could not|cannot|unable|no such|not found|broken pipe|refused)\b/i;

function field(line: string, name: string): string | undefined {
  const m = new RegExp(`${name}=\\s*([^\\s]+)`).exec(line);
  return m?.[1];
}

/** Parses `HH:MM:SS.cc` into ms. */
export function parseClock(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value);
  if (!m) return undefined;
  const ms = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4])) * 1000;
  return Math.round(m[1] ? -ms : ms);
}

function numberOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Classifies one stderr line (already split on \n or \r, which ffmpeg uses for its status line). */
export function parseStderrLine(line: string): StderrEvent {
  const trimmed = line.trim();
  if (/^frame=|^size=/.test(trimmed) && trimmed.includes('time=')) {
    return {
      kind: 'progress',
      progress: {
        frame: numberOf(field(trimmed, 'frame')),
        fps: numberOf(field(trimmed, 'fps')),
        timeMs: parseClock(field(trimmed, 'time')),
        speed: numberOf(field(trimmed, 'speed')?.replace(/x$/, '')),
      },
    };
  }
  const opening = /Opening '([^']+)' for writing/.exec(trimmed);
  if (opening?.[1]) return { kind: 'opening', file: opening[1] };
  if (ERROR_WORDS.test(trimmed)) return { kind: 'error', line: trimmed };
  return { kind: 'info', line: trimmed };
}

/** Replaces every secret (stream keys inside RTMP URLs) before a line is kept or logged. */
export function redactSecrets(line: string, secrets: readonly string[]): string {
  let out = line;
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out;
}

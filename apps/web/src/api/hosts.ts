// API host selection (spec section 7): a configured list used in rotation, with the default host as fallback.
// Rotation is fail-over: requests stick to the current host; when it cannot be reached the next one is tried
// by the following requests, and after the last one the default host takes over again.

/** Normalises one host line ("https://a.example/" or {url}) to an origin-like prefix without a trailing slash. */
function normaliseHost(entry: unknown): string | null {
  const raw =
    typeof entry === 'string'
      ? entry
      : entry && typeof entry === 'object'
        ? (entry as { url?: unknown }).url
        : null;
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/i.test(trimmed)) return null;
  return trimmed;
}

/** Parses a remote host list: {status: 200, data: [host lines]}; anything else yields an empty list. */
export function parseHostList(json: unknown): string[] {
  if (!json || typeof json !== 'object') return [];
  const { status, data } = json as { status?: unknown; data?: unknown };
  if (Number(status) !== 200 || !Array.isArray(data)) return [];
  const hosts: string[] = [];
  for (const entry of data) {
    const host = normaliseHost(entry);
    if (host && !hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

/** The rotating host list. '' means the page origin (relative URLs). */
export class HostPool {
  private hosts: string[] = [];
  private index = 0;
  private defaultHost: string;

  constructor(defaultHost = '') {
    this.defaultHost = defaultHost;
  }

  /** Installs a host list; its first entry becomes the default host. */
  setList(hosts: string[], current?: string): void {
    this.hosts = [...hosts];
    if (hosts.length > 0) this.defaultHost = hosts[0]!;
    const at = current === undefined ? -1 : this.hosts.indexOf(current);
    this.index = at >= 0 ? at : 0;
  }

  /** The host requests go to now. */
  current(): string {
    return this.hosts[this.index] ?? this.defaultHost;
  }

  /** The configured list (empty when only the default host is used). */
  list(): string[] {
    return [...this.hosts];
  }

  /** Called when `host` could not be reached: moves on to the next host, wrapping to the default host. */
  markFailed(host: string): void {
    if (host !== this.current() || this.hosts.length === 0) return;
    this.index = this.index + 1 < this.hosts.length ? this.index + 1 : 0;
  }
}

/** Fetches and parses the remote host list; an unreachable or malformed list yields []. */
export async function fetchHostList(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
): Promise<string[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { signal: controller.signal, cache: 'no-store' });
    return parseHostList(await res.json());
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

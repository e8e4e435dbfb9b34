// Viewers as plain HTTP clients, each with its own keep-alive connection, doing on the wire what the players
// do: an FLV viewer holds one GET open and reads the stream (mpegts.js); an HLS viewer reloads the playlist
// every target duration (half of it when nothing changed) and fetches each new segment once, starting three
// segments from the live edge (hls.js).
import http from 'node:http';

/** A group of viewers that can be stopped; `bytes` and `requests` say they really received something. */
export interface ViewerGroup {
  bytes(): number;
  requests(): number;
  failures(): number;
  stop(): void;
}

interface Counters {
  bytes: number;
  requests: number;
  failures: number;
}

function get(agent: http.Agent | false, url: string, c: Counters): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => {
        c.bytes += d.length;
        chunks.push(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    c.requests += 1;
  });
}

/** `count` HTTP-FLV viewers spread over `streamUrls` (round robin), each reading until stopped. */
export function startFlvViewers(streamUrls: string[], count: number): ViewerGroup {
  const c: Counters = { bytes: 0, requests: 0, failures: 0 };
  const requests: http.ClientRequest[] = [];
  let stopped = false;
  const open = (url: string) => {
    if (stopped) return;
    c.requests += 1;
    const req = http.get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) c.failures += 1;
      res.on('data', (d: Buffer) => (c.bytes += d.length));
      res.on('error', () => undefined);
    });
    req.on('error', () => {
      if (!stopped) c.failures += 1;
    });
    requests.push(req);
  };
  for (let i = 0; i < count; i++) open(streamUrls[i % streamUrls.length]!);
  return {
    bytes: () => c.bytes,
    requests: () => c.requests,
    failures: () => c.failures,
    stop: () => {
      stopped = true;
      for (const r of requests) r.destroy();
    },
  };
}

/** `count` HLS viewers spread over `playlistUrls`, each starting at a random moment within the first second. */
export function startHlsViewers(playlistUrls: string[], count: number): ViewerGroup {
  const c: Counters = { bytes: 0, requests: 0, failures: 0 };
  const agents: http.Agent[] = [];
  let stopped = false;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const viewer = async (playlistUrl: string) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const fetched = new Set<string>();
    await sleep(Math.random() * 1000);
    while (!stopped) {
      let waitMs = 500;
      try {
        const res = await get(agent, playlistUrl, c);
        if (res.status !== 200) throw new Error(`playlist ${res.status}`);
        const text = res.body.toString('utf8');
        const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 1);
        const segments = text.split('\n').filter((l) => l && !l.startsWith('#'));
        const fresh = (fetched.size === 0 ? segments.slice(-3) : segments).filter((s) => !fetched.has(s));
        for (const s of fresh) {
          if (stopped) break;
          const seg = await get(agent, new URL(s, playlistUrl).href, c);
          if (seg.status !== 200) c.failures += 1;
          fetched.add(s);
        }
        waitMs = (fresh.length ? 1 : 0.5) * target * 1000;
      } catch {
        if (!stopped) c.failures += 1;
      }
      await sleep(waitMs);
    }
  };
  for (let i = 0; i < count; i++) void viewer(playlistUrls[i % playlistUrls.length]!);
  return {
    bytes: () => c.bytes,
    requests: () => c.requests,
    failures: () => c.failures,
    stop: () => {
      stopped = true;
      for (const a of agents) a.destroy();
    },
  };
}

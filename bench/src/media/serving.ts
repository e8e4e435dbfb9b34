// Server CPU per 100 viewers: the media service's node process (utime + stime from /proc, ffmpeg children
// not included: they package the streams whether anyone watches or not) over a fixed window with viewers,
// minus the same window idle with the demo streams live (measured before and after, averaged). Then nginx
// serving the same HLS folder to the same HLS viewers: the baseline of the same run.
import path from 'node:path';
import { NGINX_BINARY, startNginx } from './nginx';
import { measureCores } from './proc';
import type { Stack } from './stack';
import { startFlvViewers, startHlsViewers, type ViewerGroup } from './viewers';

const SETTLE_MS = 3000;
const pct = (cores: number) => `${(cores * 100).toFixed(1)}%`;

async function withViewers(
  start: () => ViewerGroup,
  measure: () => Promise<number>,
): Promise<{ cores: number; mbps: number; requests: number; failures: number }> {
  const group = start();
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const bytes0 = group.bytes();
    const requests0 = group.requests();
    const t0 = performance.now();
    const cores = await measure();
    const seconds = (performance.now() - t0) / 1000;
    return {
      cores,
      mbps: ((group.bytes() - bytes0) * 8) / 1e6 / seconds,
      requests: group.requests() - requests0,
      failures: group.failures(),
    };
  } finally {
    group.stop();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Runs the CPU part and returns the lines to print. */
export async function measureServing(
  stack: Stack,
  streams: string[],
  viewers: number,
  windowMs: number,
): Promise<string[]> {
  const media = () => [stack.mediaPid()];
  const mediaCores = () => measureCores(media, windowMs);
  const flvUrls = streams.map((s) => `${stack.mediaUrl}/live/${s}.flv`);
  const hlsUrls = streams.map((s) => `${stack.mediaUrl}/live/${s}/index.m3u8`);
  const per100 = (cores: number, idle: number) => ((cores - idle) * 100) / viewers;
  // The two servers may not answer the same number of requests in the window: CPU per request compares them too.
  const usPerRequest = (cores: number, requests: number) =>
    `${Math.round((cores * (windowMs / 1000) * 1e6) / Math.max(1, requests))} us`;
  const lines: string[] = [];
  const gen0 = process.cpuUsage();

  const idleBefore = await mediaCores();
  const flv = await withViewers(() => startFlvViewers(flvUrls, viewers), mediaCores);
  const hls = await withViewers(() => startHlsViewers(hlsUrls, viewers), mediaCores);
  const idleAfter = await mediaCores();
  const idle = (idleBefore + idleAfter) / 2;
  const flvPer100 = per100(flv.cores, idle);
  const hlsPer100 = per100(hls.cores, idle);
  lines.push(
    `media service idle with ${streams.length} streams: ${pct(idleBefore)} / ${pct(idleAfter)} of one core (before / after)`,
    `FLV, ${viewers} viewers: ${pct(flv.cores)} (${flv.mbps.toFixed(1)} Mb/s out, ${flv.failures} failures) -> ` +
      `${pct(flvPer100)} of one core per 100 FLV viewers`,
    `HLS, ${viewers} viewers: ${pct(hls.cores)} (${hls.mbps.toFixed(1)} Mb/s, ${hls.requests} requests, ` +
      `${hls.failures} failures, ${usPerRequest(hls.cores - idle, hls.requests)} CPU per request) -> ` +
      `${pct(hlsPer100)} of one core per 100 HLS viewers`,
  );

  const nginx = await startNginx(stack.dataDir, path.join(stack.dataDir, 'media', 'hls'));
  if (!nginx) {
    lines.push(`nginx not installed, baseline skipped (no ${NGINX_BINARY})`);
  } else {
    try {
      const nginxCores = () => measureCores(nginx.pids, windowMs);
      const nginxIdle = await nginxCores();
      const nginxUrls = streams.map((s) => `http://127.0.0.1:${nginx.port}/live/${s}/index.m3u8`);
      const base = await withViewers(() => startHlsViewers(nginxUrls, viewers), nginxCores);
      const basePer100 = per100(base.cores, nginxIdle);
      lines.push(
        `nginx baseline, same HLS files, ${viewers} viewers: ${pct(base.cores)} (idle ${pct(nginxIdle)}; ` +
          `${base.mbps.toFixed(1)} Mb/s, ${base.requests} requests, ${base.failures} failures, ` +
          `${usPerRequest(base.cores - nginxIdle, base.requests)} CPU per request) -> ` +
          `${pct(basePer100)} of one core per 100 HLS viewers`,
        `HLS CPU per 100 viewers, ours / nginx: ${(hlsPer100 / basePer100).toFixed(1)}x`,
      );
    } finally {
      await nginx.stop();
    }
  }
  const gen = process.cpuUsage(gen0);
  lines.push(
    `(load generator, this process: ${((gen.user + gen.system) / 1e6).toFixed(1)} CPU-s during the CPU part)`,
  );
  return lines;
}

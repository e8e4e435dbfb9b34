/* global window, document */
// Installed by the bench at document start in every page it opens (addInitScript). It finds the live <video>
// and, on every frame the browser presents (requestVideoFrameCallback), records:
// - firstFrameMs: when the first frame was to be shown, in ms since navigation start (time to first frame);
// - samples: for each frame whose clock bar reads cleanly, the wall-clock ms at which it was to be shown minus
//   the wall-clock ms drawn in it by the generator (clock-stream.ts CLOCK_BAR: 32 blocks of 20x24 px, most
//   significant bit first, row 2 inverted).
(() => {
  const BITS = 32;
  const BLOCK_W = 20;
  const ROW_H = 24;
  const WRAP = 4294967296;
  const probe = { videoMs: null, firstFrameMs: null, frames: 0, samples: [], misreads: 0, engine: null };
  window.__benchProbe = probe;
  let canvas = null;
  let ctx = null;
  let watched = null;

  function readBar(video) {
    if (!video.videoWidth) return null;
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = BITS * BLOCK_W;
      canvas.height = 2 * ROW_H;
      ctx = canvas.getContext('2d', { willReadFrequently: true });
    }
    // The bar's part of the source, scaled to its nominal size whatever the rendition's size.
    const scale = video.videoWidth / (BITS * BLOCK_W);
    ctx.drawImage(video, 0, 0, video.videoWidth, 2 * ROW_H * scale, 0, 0, canvas.width, canvas.height);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const lum = (x, y) => px[(y * canvas.width + x) * 4];
    let value = 0;
    for (let b = 0; b < BITS; b++) {
      const x = b * BLOCK_W + BLOCK_W / 2;
      const top = lum(x, ROW_H / 2);
      const bottom = lum(x, ROW_H + ROW_H / 2);
      const bit = top > 128 ? 1 : 0;
      // The inverted row must disagree clearly, else the block was blurred or not there at all.
      if ((bottom > 128 ? 1 : 0) === bit || Math.abs(top - bottom) < 96) return null;
      value = value * 2 + bit;
    }
    return value;
  }

  function watch(video) {
    watched = video;
    const onFrame = (_now, meta) => {
      if (watched !== video) return;
      probe.frames += 1;
      if (probe.firstFrameMs === null) probe.firstFrameMs = meta.expectedDisplayTime;
      const value = readBar(video);
      if (value === null) probe.misreads += 1;
      else {
        const nowWall = Date.now();
        // When this frame is shown, on the wall clock: rVFC times are on the performance clock.
        const shownWall = nowWall + (meta.expectedDisplayTime - performance.now());
        const made = nowWall - ((((nowWall - value) % WRAP) + WRAP) % WRAP);
        probe.samples.push({ at: nowWall, latencyMs: shownWall - made });
      }
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  }

  // Where the time to first frame goes: the stream request (mpegts.js fetches the FLV and never finishes, so
  // it has no resource timing entry: the first fetch of a stream is timed here).
  const stream = { requestMs: null, headersMs: null };
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const first = stream.requestMs === null && /\.flv|\.m3u8/.test(url);
    if (first) stream.requestMs = performance.now();
    const answer = realFetch(input, init);
    if (first) void answer.then(() => (stream.headersMs = performance.now())).catch(() => undefined);
    return answer;
  };
  window.__benchTimings = () => {
    const ms = (v) => (v === null || v === undefined ? null : Math.round(v));
    const nav = performance.getEntriesByType('navigation')[0];
    const entries = performance.getEntriesByType('resource');
    const last = (re) => entries.filter((e) => re.test(e.name)).pop();
    const scripts = entries.filter((e) => e.initiatorType === 'script' || /\.js($|\?)/.test(e.name));
    const stream2 = last(/\.m3u8/);
    // Requests the page started before its first frame (the document and the never-ending FLV fetch are not
    // resource entries): what the cold visit queues on the browser's connections.
    const before = entries.filter((e) => probe.firstFrameMs === null || e.startTime < probe.firstFrameMs);
    const style = (e) => /\.css($|\?)/.test(e.name);
    return {
      domContentLoaded: ms(nav && nav.domContentLoadedEventEnd),
      lastScript: ms(Math.max(0, ...scripts.map((e) => e.responseEnd))),
      screenCode: ms(last(/live-detail-screen/) && last(/live-detail-screen/).responseEnd),
      playerCodeAsked: ms(last(/\/mpegts-|\/hls-/) && last(/\/mpegts-|\/hls-/).startTime),
      playerCode: ms(last(/\/mpegts-|\/hls-/) && last(/\/mpegts-|\/hls-/).responseEnd),
      pageDataAsked: ms(last(/getLivePageData/) && last(/getLivePageData/).startTime),
      pageData: ms(last(/getLivePageData/) && last(/getLivePageData/).responseEnd),
      video: ms(probe.videoMs),
      streamRequest: ms(stream.requestMs ?? (stream2 && stream2.startTime)),
      streamHeaders: ms(stream.headersMs ?? (stream2 && stream2.responseStart)),
      firstFrame: ms(probe.firstFrameMs),
      requests: before.length,
      scriptRequests: before.filter((e) => /\.js($|\?)/.test(e.name)).length,
      styleRequests: before.filter(style).length,
    };
  };

  // The player mounts after the route's data arrives: look for it often (cheap), and follow a remount.
  const timer = setInterval(() => {
    const video = document.querySelector('video[data-testid="live-video"]');
    if (video && video !== watched) {
      if (probe.videoMs === null) probe.videoMs = performance.now();
      watch(video);
    }
    // The player, or before the app runs, the picture the room page's first script started (room-boot.ts).
    const box =
      document.querySelector('[data-testid="live-player"]') ??
      document.querySelector('[data-testid="live-boot"]');
    if (box) probe.engine = box.getAttribute('data-engine');
  }, 10);
  window.addEventListener('pagehide', () => clearInterval(timer));
})();

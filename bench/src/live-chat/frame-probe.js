/* global window, document, requestAnimationFrame */
// Installed in the room page by room-flood.ts (addInitScript): window.__measureFrames(ms) counts the page's
// animation frames for `ms` (the chat list and the danmaku move on these frames), with the video's progress and
// what the chat shows.

/** The highest flood sequence number (`#n` at the end of a flood line) among the chat lines in the DOM. */
const newestShown = () => {
  let newest = -1;
  for (const el of document.querySelectorAll('[data-testid="chat-line"]')) {
    const m = /#(\d+)$/.exec(el.textContent || '');
    if (m) newest = Math.max(newest, Number(m[1]));
  }
  return newest;
};

window.__measureFrames = async (ms) => {
  const video = document.querySelector('video');
  const startVideo = video ? video.currentTime : 0;
  const startShown = newestShown();
  const intervals = [];
  let last = performance.now();
  const end = last + ms;
  await new Promise((resolve) => {
    const step = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: intervals.length,
    fps: intervals.length / (ms / 1000),
    long: intervals.filter((i) => i > 33.4).length,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] || 0,
    videoSeconds: (video ? video.currentTime : 0) - startVideo,
    chatLines: document.querySelectorAll('[data-testid="chat-line"]').length,
    danmaku: document.querySelectorAll('[data-testid="danmaku-layer"] > *').length,
    // How far the list's newest line moved during the window (flood lines are numbered in sending order).
    seenMessages: startShown < 0 ? Math.max(0, newestShown() + 1) : newestShown() - startShown,
  };
};

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlv, startHarness, waitFor } from './harness';

type Harness = Awaited<ReturnType<typeof startHarness>>;

/** A standalone publish page: camera and microphone (Chromium's fake devices) to WHIP, H.264 preferred. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>WHIP test</title><script>
async function publish(whipUrl, key) {
  const media = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360 }, audio: true });
  const pc = new RTCPeerConnection({ bundlePolicy: 'max-bundle' });
  for (const track of media.getTracks()) {
    const t = pc.addTransceiver(track, { direction: 'sendonly' });
    if (track.kind === 'video') {
      const codecs = RTCRtpSender.getCapabilities('video').codecs;
      t.setCodecPreferences([...codecs.filter((c) => c.mimeType === 'video/H264'), ...codecs.filter((c) => c.mimeType !== 'video/H264')]);
    }
  }
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
    setTimeout(resolve, 2000);
  });
  const res = await fetch(whipUrl, { method: 'POST', headers: { 'content-type': 'application/sdp', authorization: 'Bearer ' + key }, body: pc.localDescription.sdp });
  if (res.status !== 201) return { status: res.status, body: await res.text() };
  await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
  window.stopPublish = () => { pc.close(); return fetch(new URL(res.headers.get('location'), whipUrl.replace(/whip$/, '')), { method: 'DELETE' }).then((r) => r.status); };
  return { status: res.status };
}
</script>`;

// Debian's Chromium (never a downloaded browser); skipped on a machine without it.
describe.skipIf(!existsSync('/usr/bin/chromium'))('WHIP from Chromium (fake camera)', () => {
  let h: Harness;
  let page: Server;
  let pageUrl: string;
  let browser: Browser;
  const key = 'browser-key-000001';

  beforeAll(async () => {
    h = await startHarness();
    h.api.keys.set(key, { streamName: 'room-9', roomId: 9, record: false });
    page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => page?.close(r));
    await h?.close();
  });

  it('an anchor goes live from the browser and a viewer gets HTTP-FLV and HLS', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    const result = await tab
      .evaluate(
        ([url, k]) =>
          (
            globalThis as unknown as { publish: (u: string, k: string) => Promise<{ status: number }> }
          ).publish(url!, k!),
        [`${h.base}/whip`, key],
      )
      .catch((err: Error) => {
        // A page error's stack points at the page URL, which vitest cannot map: keep the message only.
        throw new Error(`publish failed in the page: ${err.message.split('\n')[0]}`);
      });
    expect(result).toEqual({ status: 201 });
    const stream = await waitFor(() => h.server.hub.get('room-9'));
    await waitFor(() => stream.hasKeyframe, 20_000);
    expect(stream.codecs.video).toBe('h264');
    const flv = await readFlv(`${h.base}/live/room-9.flv`, 1500);
    expect(flv.length).toBeGreaterThan(3000);
    const playlist = await waitFor(async () => {
      const res = await fetch(`${h.base}/live/room-9/index.m3u8`);
      const text = res.status === 200 ? await res.text() : '';
      return text.includes('#EXTINF') ? text : null;
    }, 20_000);
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const deleted = await tab
      .evaluate(() => (globalThis as unknown as { stopPublish: () => Promise<number> }).stopPublish())
      .catch((err: Error) => {
        throw new Error(`DELETE failed in the page: ${err.message.split('\n')[0]}`);
      });
    expect(deleted).toBe(200);
    await waitFor(() =>
      h.api.callsTo('/internal/media/unpublish').some((c) => c.body.streamName === 'room-9'),
    );
  }, 60_000);
});

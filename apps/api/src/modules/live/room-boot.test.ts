import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { MEDIA_SECRET, createAnchor, mediaCall, type TestClock } from '../../../test/live-helpers';
import { SPORTS_NOW, createTestUser } from '../../../test/sports-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { seedContent } from '../content';
import { ROOM_BOOT_ID, installRoomBootPage, withRoomBoot, type RoomBoot } from './room-boot';

const boot = (html: string): RoomBoot | null => {
  const m = new RegExp(`<script type="application/json" id="${ROOM_BOOT_ID}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as RoomBoot) : null;
};

describe('withRoomBoot', () => {
  const page = '<html><head><title>room</title></head><body></body></html>';
  const data: RoomBoot = {
    anchorid: 7,
    stream: {
      url: '/media/live/room-1.flv',
      hls_url: '/media/live/room-1/index.m3u8',
      default_quality: 'HD',
      livestream_source: {} as RoomBoot['stream']['livestream_source'],
      cover: '',
    },
    live_play_ad: { image: '</script><script>alert(1)</script>' },
    room_video_play_sec: 300,
    room_video_play_flogin_sec: 1800,
  };

  it('writes the data as a JSON block in the head, where nothing in it can close the element', () => {
    const html = withRoomBoot(page, data);
    expect(html.indexOf(ROOM_BOOT_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('</script><script>');
    expect(boot(html)).toEqual(data);
  });

  it("keeps $&, $` and $' in the data as text (replacement patterns are not interpreted)", () => {
    const odd = { ...data, live_play_ad: { link: "https://ad.example/?a=$&b=$`c=$'" } };
    const html = withRoomBoot(page, odd);
    expect(boot(html)).toEqual(odd);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('leaves a page without a head as it is', () => {
    expect(withRoomBoot('<p>x</p>', data)).toBe('<p>x</p>');
  });
});

describe.each(testDatabases)('the live room page on $name', (database) => {
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let web: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-room-boot-'));
  let live: Awaited<ReturnType<typeof createAnchor>>;
  let offline: Awaited<ReturnType<typeof createAnchor>>;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock.now, env: { MEDIA_SECRET } });
    await seedContent(t.ctx);
    live = await createAnchor(t, 'boot_live');
    offline = await createAnchor(t, 'boot_offline');
    expect(
      (await mediaCall(t, clock, '/internal/media/publish', { streamKey: live.key, protocol: 'rtmp' }))
        .status,
    ).toBe(0);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>shell</title></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'live-detail.html'),
      '<html><head><title>room page</title></head></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'route-pages.json'),
      JSON.stringify({ routes: [{ path: '/live-detail/:id', html: 'live-detail.html' }] }),
    );
    web = Fastify();
    installRoomBootPage(web, t.ctx, dist);
    await web.ready();
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => web.inject({ method: 'GET', url });

  it("writes a live room's stream and the site's hold-backs into the room's page", async () => {
    const res = await get(`/m/live-detail/${live.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('room page');
    const data = boot(res.body)!;
    expect(data).toMatchObject({
      anchorid: live.userId,
      room_video_play_sec: 300,
      room_video_play_flogin_sec: 1800,
      live_play_ad: { enable: 0 },
    });
    // The same stream source as the live page's own answer.
    const page = await t.post<{ stream: unknown }>('/webapi/live/getLivePageData', { anchorid: live.userId });
    expect(data.stream).toEqual(page.data.stream);
    expect(JSON.stringify(data)).not.toContain(live.key);
  });

  it('serves the plain page for an offline room, a viewer, an unknown or malformed id', async () => {
    const viewer = await createTestUser(t, 'boot_viewer');
    for (const id of [offline.userId, viewer.userId, 999_999, '0', 'abc', '1e3']) {
      const res = await get(`/m/live-detail/${id}`);
      expect(res.statusCode, String(id)).toBe(200);
      expect(res.body, String(id)).toContain('room page');
      expect(boot(res.body), String(id)).toBeNull();
    }
  });
});

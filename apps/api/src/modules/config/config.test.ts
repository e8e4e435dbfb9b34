import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { seedConfig } from '.';
import { siteByCode } from '../sites';
import { SWITCH_NAMES } from './setting-defaults';
import { writeSetting } from './settings-repo';

describe.each(testDatabases)('getCommonConfig and getCommonScript on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    // Only this module's seed step: the suite does not depend on other modules' demo data.
    await seedConfig(t.ctx);
    await seedConfig(t.ctx); // idempotent
  });
  afterAll(async () => t.close());

  it('answers every switch and field of spec section 3 with numbers converted', async () => {
    const res = await t.get<{
      live_play_ad: unknown;
      config: Record<string, unknown>;
      site: { code: string };
    }>('/api/config/getCommonConfig');
    expect(res.status, res.msg).toBe(0);
    const { config } = res.data;
    for (const name of SWITCH_NAMES) expect(config[name]).toBe(1);
    expect(config.room_video_play_sec).toBe(300);
    expect(config.room_video_play_flogin_sec).toBe(1800);
    expect(config.switch_self_storage).toBe(1);
    expect(config.im_sdkappid).toBe(t.ctx.config.imSdkAppId);
    expect(config.im_server).toBe('/im');
    for (const name of ['huawei_pull_hls_domain', 'cos_bucket', 'cos_region', 'cos_folder_image']) {
      expect(typeof config[name]).toBe('string');
    }
    // The listening address (PORT unset: 3000), not the request's Host.
    expect(config.site_h5_domain).toBe('http://localhost:3000');
    expect(config.site_h5_share_url).toBe('http://localhost:3000/m/share');
    expect(res.data.live_play_ad).toEqual({ enable: 0, image: '', link: '', seconds: 0 });
    expect(res.data.site.code).toBe('pq8');
  });

  it('never reflects the Host header into links', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/config/getCommonConfig',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const { config } = res.json().data as { config: Record<string, string> };
    expect(config.site_h5_domain).toBe(t.ctx.config.publicUrl);
    expect(config.site_h5_share_url).toBe(`${t.ctx.config.publicUrl}/m/share`);
    expect(res.body).not.toContain('evil.example');
  });

  it('chooses the site by code or source and reads operator changes from site_settings', async () => {
    const xzb = await t.get<{ config: Record<string, unknown>; site: Record<string, unknown> }>(
      '/api/config/getCommonConfig',
      { site: 'xzb' },
    );
    expect(xzb.data.site).toMatchObject({ code: 'xzb', theme_color: '#f5b800', variant: 'partner' });
    expect(xzb.data.config.switch_room_operate).toBe(0);
    const bySource = await t.post<{ site: { code: string } }>('/api/config/getCommonConfig', {
      sp_source: 904,
    });
    expect(bySource.data.site.code).toBe('qutua');

    await writeSetting(t.ctx.db, 'xzb', 'switch_room_chat', '0', t.ctx.now());
    await writeSetting(t.ctx.db, 'xzb', 'room_video_play_sec', 'abc', t.ctx.now());
    await writeSetting(t.ctx.db, 'xzb', 'site_h5_domain', 'https://xzb.example', t.ctx.now());
    const changed = await t.get<{ config: Record<string, unknown> }>('/api/config/getCommonConfig', {
      site: 'xzb',
    });
    expect(changed.data.config.switch_room_chat).toBe(0);
    expect(changed.data.config.room_video_play_sec).toBe(0);
    expect(changed.data.config.site_h5_share_url).toBe('https://xzb.example/m/share');
    const pq8 = await t.get<{ config: Record<string, unknown> }>('/api/config/getCommonConfig');
    expect(pq8.data.config.switch_room_chat).toBe(1);
    expect(siteByCode('xzb')).toBeDefined();
  });

  it('localises the site view and rejects wrong types', async () => {
    const pt = await t.get<{ site: { name: string } }>('/api/config/getCommonConfig', {
      site: 'kqb',
      lang: 'pt-br',
    });
    expect(pt.data.site.name).toBe('Veja o Jogo');
    const bad = await t.post('/api/config/getCommonConfig', { site: { a: 1 } });
    expect(bad).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
    expect((await t.post('/api/config/getCommonConfig', { sp_source: 'x' })).status).toBe(1);
  });

  it('serves the common script as JavaScript carrying the site metadata', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webapi/home/getCommonScript?time=123&site=xzb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    const sandbox: { TIFO_SITE?: Record<string, unknown> } = {};
    new Function('window', res.body)(sandbox);
    expect(sandbox.TIFO_SITE).toMatchObject({ code: 'xzb', name: '星直播', theme_color: '#f5b800' });
    const bad = await t.app.inject({ method: 'GET', url: '/webapi/home/getCommonScript?time=abc' });
    expect(bad.json()).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
  });

  it('serves site logos as SVG and the site list', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/site/logo/xzb.svg' });
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('#f5b800');
    const missing = await t.app.inject({ method: 'GET', url: '/api/site/logo/nope.svg' });
    expect(missing.json()).toMatchObject({ status: 1, code: 'SITE_NOT_FOUND' });
    const list = await t.get<Array<{ code: string }>>('/api/site/getSites');
    expect(list.data.length).toBeGreaterThanOrEqual(17);
  });
});

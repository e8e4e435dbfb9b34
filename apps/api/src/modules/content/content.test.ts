import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { seedConfig } from '../config';
import { seedContent } from '.';

describe.each(testDatabases)('home content, dictionary, protocols and feedback on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    await seedConfig(t.ctx);
    await seedContent(t.ctx);
    await seedContent(t.ctx); // idempotent
  });
  afterAll(async () => t.close());

  it('lists the live categories in the caller language', async () => {
    const zh =
      await t.get<Array<{ code: string; name: string; sport_id: number }>>('/webapi/live/getCategory');
    expect(zh.status).toBe(0);
    expect(zh.data.map((c) => c.code)).toEqual(['hot', 'football', 'basketball', 'other']);
    expect(zh.data[1]).toMatchObject({ name: '足球', sport_id: 1 });
    const pt = await t.get<Array<{ name: string }>>('/webapi/live/getCategory', { lang: 'pt-br' });
    expect(pt.data[1]?.name).toBe('Futebol');
  });

  it('lists banners with in-app links and serves their images; dated and disabled ones are hidden', async () => {
    const res = await t.get<Array<{ id: number; title: string; image: string; link: string }>>(
      '/api/home/getHomeScroll',
      { site: 'xzb' },
    );
    expect(res.data.map((b) => b.link)).toEqual(['/score', '/register', '/feedback', '/mobile/about']);
    const image = await t.app.inject({ method: 'GET', url: res.data[0]!.image });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('#f5b800');
    expect(image.body).toContain(res.data[0]!.title);
    const missing = await t.app.inject({ method: 'GET', url: '/api/home/bannerImage/99999.svg' });
    expect(missing.json()).toMatchObject({ status: 1, code: 'NOT_FOUND' });

    const now = t.ctx.now();
    // Multi-row inserts need the same columns in every row.
    const base = { title_pt: 'x', link: '/live', site_code: '', enabled: 1, starts_at: 0, ends_at: 0 };
    await t.ctx.db.kysely
      .insertInto('home_banners')
      .values([
        { ...base, title_zh: '过期', ends_at: now - 1000 },
        { ...base, title_zh: '未来', starts_at: now + 60_000 },
        { ...base, title_zh: '停用', enabled: 0 },
        { ...base, title_zh: '只给kqb', site_code: 'kqb' },
      ])
      .execute();
    const again = await t.get<Array<{ title: string }>>('/api/home/getHomeScroll', { site: 'xzb' });
    expect(again.data).toHaveLength(4);
    const kqb = await t.get<Array<{ title: string }>>('/api/home/getHomeScroll', { site: 'kqb' });
    expect(kqb.data.map((b) => b.title)).toContain('只给kqb');
  });

  it('returns the base dictionary with codes and names', async () => {
    const res = await t.get<Record<string, Array<{ code: string; name: string }>>>(
      '/api/SportDatabase/getBaseDictionary',
    );
    expect(Object.keys(res.data).sort()).toEqual([
      'basket_ball_type',
      'foot_ball_type',
      'integral_type',
      'sports_type',
    ]);
    expect(res.data.sports_type).toEqual([
      { code: 'football', name: '足球' },
      { code: 'basketball', name: '篮球' },
    ]);
  });

  it('returns the agreement and privacy texts in Chinese and Portuguese, with the site name', async () => {
    const agreement = await t.get<{ title: string; content: string }>('/webapi/protocal/getProtocal', {
      type: '1',
      site: 'kqb',
    });
    expect(agreement.data.title).toBe('用户协议');
    expect(agreement.data.content).toContain('看球吧');
    expect(agreement.data.content).toContain('<h3>');
    const privacy = await t.get<{ title: string; content: string }>('/webapi/protocal/getProtocal', {
      type: '2',
      lang: 'pt-br',
    });
    expect(privacy.data.title).toBe('Política de privacidade');
    expect(privacy.data.content).toContain('LGPD');
    for (const type of ['3', 'x', '']) {
      expect(await t.get('/webapi/protocal/getProtocal', { type })).toMatchObject({ status: 1 });
    }
    expect(await t.get('/webapi/protocal/getProtocal')).toMatchObject({ status: 1, code: 'INVALID_INPUT' });
  });

  it('stores feedback with or without login, validates it and throttles per IP', async () => {
    const res = await t.post<{ id: number }>('/api/customerservice/publish', {
      content: '  比分页面很好用  ',
      contact: 'fan@example.com',
      type: 1,
      site: 'kqb',
    });
    expect(res.status).toBe(0);
    const row = await t.ctx.db.kysely
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      content: '比分页面很好用',
      contact: 'fan@example.com',
      type: 1,
      site_code: 'kqb',
    });
    expect(row.user_id).toBeNull();
    const user = await t.ctx.db.kysely
      .insertInto('users')
      .values({ account: 'fb', password_hash: 'x', nick_name: 'fb', invite_code: 'FB0001', regist_time: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await t.ctx.sessions.create(user.id, 3);
    const mine = await t.post<{ id: number }>('/api/customerservice/publish', {
      content: 'logged in',
      token,
    });
    const mineRow = await t.ctx.db.kysely
      .selectFrom('feedback')
      .select(['user_id', 'type'])
      .where('id', '=', mine.data.id)
      .executeTakeFirstOrThrow();
    expect(mineRow).toEqual({ user_id: user.id, type: 0 });
    for (const body of [{}, { content: '   ' }, { content: 'x'.repeat(1001) }, { content: 'ok', type: 9 }]) {
      expect(await t.post('/api/customerservice/publish', body)).toMatchObject({
        status: 1,
        code: 'INVALID_INPUT',
      });
    }
    let last: { status: number; code?: string } = { status: 0 };
    for (let i = 0; i < 21; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/customerservice/publish',
        payload: { content: `n${i}` },
        remoteAddress: '10.9.9.9',
      });
      last = r.json();
    }
    expect(last).toMatchObject({ status: 1, code: 'TOO_MANY_REQUESTS' });
  });
});

import { isFinished, isLive } from '@tifo/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../http/error-codes';
import type { ApiErrorCode } from '../../http/error-codes';
import { testDatabases } from '../../../test/databases';
import { MEDIA_SECRET, createAnchor } from '../../../test/live-helpers';
import { SPORTS_NOW, createTestUser, seedTestSports } from '../../../test/sports-helpers';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { seedContent } from '../content';

type Anchor = Awaited<ReturnType<typeof createAnchor>>;

// Every refusal the go-live form can meet names its own code, reads as a sentence in the anchor's language
// (never zod's or the service's English) and, when a field is the cause, names the field for the form.
describe.each(testDatabases)('go-live refusals on $name', (database) => {
  let t: TestApp;
  let a: Anchor;
  let ended = 0;
  let playing = 0;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => SPORTS_NOW, env: { MEDIA_SECRET } });
    await seedContent(t.ctx);
    await seedTestSports(t);
    a = await createAnchor(t, 'anchor_refused');
    const d = await t.app.sports.data();
    for (const m of d.index.matches.values()) {
      const status = d.engine.state(m).status;
      if (!ended && isFinished(m.sport_id, status)) ended = m.id;
      if (!playing && isLive(m.sport_id, status)) playing = m.id;
    }
    // Seeding the sports catalog takes most of a minute on a busy machine.
  }, 240_000);
  afterAll(async () => t?.close());

  const asAnchor = (body: Record<string, unknown>) =>
    t.post('/api/live/goLive', { token: a.token, title: '今晚焦点战', ...body });

  it('refuses a finished match with LIVE_MATCH_ENDED on the matchid field, in Chinese and Portuguese', async () => {
    expect(ended).toBeGreaterThan(0);
    const zh = await asAnchor({ matchid: ended });
    expect(zh).toMatchObject({
      status: 1,
      code: 'LIVE_MATCH_ENDED',
      msg: API_ERROR_CODES.LIVE_MATCH_ENDED.zh,
      data: { field: 'matchid' },
    });
    const pt = await asAnchor({ matchid: ended, lang: 'pt-br' });
    expect(pt.msg).toBe(API_ERROR_CODES.LIVE_MATCH_ENDED.pt);
    // A match being played is accepted.
    expect(playing).toBeGreaterThan(0);
    expect(await asAnchor({ matchid: playing })).toMatchObject({ status: 0, data: { matchid: playing } });
  });

  it('names the field of a refused title, cover or notice, and an unknown match', async () => {
    const cases: Array<[Record<string, unknown>, ApiErrorCode, string]> = [
      [{ title: 'x' }, 'LIVE_TITLE_INVALID', 'title'],
      [{ title: '<b>标题</b>' }, 'LIVE_TITLE_INVALID', 'title'],
      [{ title: 42 }, 'LIVE_TITLE_INVALID', 'title'],
      [{ cover: 'javascript:alert(1)' }, 'LIVE_COVER_INVALID', 'cover'],
      [{ cover: `https://x.test/${'a'.repeat(600)}` }, 'LIVE_COVER_INVALID', 'cover'],
      [{ notice: '公'.repeat(201) }, 'LIVE_NOTICE_INVALID', 'notice'],
      [{ matchid: 999_999_999 }, 'MATCH_NOT_FOUND', 'matchid'],
    ];
    for (const [body, code, field] of cases) {
      const res = await asAnchor(body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 1, code, data: { field } });
      // The table's sentence alone: no English detail appended.
      expect(res.msg).toBe(API_ERROR_CODES[code].zh);
    }
  });

  it('tells a user who is not an anchor why, in words', async () => {
    const fan = await createTestUser(t, 'fan_refused');
    const res = await t.post('/api/live/goLive', { token: fan.token, title: '我的直播', lang: 'pt-br' });
    expect(res).toMatchObject({ code: 'ANCHORS_ONLY', msg: API_ERROR_CODES.ANCHORS_ONLY.pt });
  });
});

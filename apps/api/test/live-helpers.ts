import { makeAnchor } from '../src/modules/live';
import { signedHeaders } from '@tifo/media-contract';
import type { TestDatabase } from './databases';
import { IM_TEST_SDKAPPID, IM_TEST_SECRET, startTestImServer } from './im-server';
import { startTestApp, type TestApp } from './test-app';
import { createTestUser } from './sports-helpers';

/** The MEDIA_SECRET the live tests start the API with. */
export const MEDIA_SECRET = 'test-media-secret';

/** A clock tests move by hand (the API's ctx.now and the engine follow it). */
export interface TestClock {
  now: number;
}

/** POSTs a media-service call signed with MEDIA_SECRET at the clock's time; answers status code and envelope. */
export async function mediaCall<T = unknown>(
  t: TestApp,
  clock: TestClock,
  path: string,
  body: Record<string, unknown>,
  options: { secret?: string; at?: number } = {},
): Promise<{ http: number; status: number; msg: string; code?: string; data: T }> {
  const raw = JSON.stringify(body);
  const headers = signedHeaders(options.secret ?? MEDIA_SECRET, 'POST', path, raw, options.at ?? clock.now);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: raw,
  });
  return { http: res.statusCode, ...res.json() };
}

/** Creates an anchor with a login token, and reads their stream key through the API. */
export async function createAnchor(
  t: TestApp,
  account: string,
): Promise<{ userId: number; token: string; key: string; roomId: number }> {
  const user = await createTestUser(t, account);
  await makeAnchor(t.ctx.db, user.userId, t.ctx.now());
  const info = await t.post<{ liveid: number; rtmp: { key: string } }>('/api/live/getPushInfo', {
    token: user.token,
  });
  return { ...user, key: info.data.rtmp.key, roomId: info.data.liveid };
}

/**
 * The API beside a real messaging service, as the room tests run them: the API's admin client pointed at the
 * service with its secret and SDKAppID, the media secret set, and the test's clock.
 */
export async function startAppWithIm(
  database: TestDatabase,
  clock: TestClock,
): Promise<{ im: Awaited<ReturnType<typeof startTestImServer>>; t: TestApp }> {
  const im = await startTestImServer();
  const t = await startTestApp(database, {
    now: () => clock.now,
    env: {
      IM_ADMIN_URL: im.baseUrl,
      IM_SECRET: IM_TEST_SECRET,
      IM_SDKAPPID: String(IM_TEST_SDKAPPID),
      MEDIA_SECRET,
    },
  });
  return { im, t };
}

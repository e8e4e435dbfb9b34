import type { TestApp } from './test-app';

/** An envelope as tests read it. */
export interface Reply<T = Record<string, unknown>> {
  status: number;
  msg: string;
  data: T;
  code?: string;
}

/** POSTs a body from a given client address. */
export async function postFrom<T = Record<string, unknown>>(
  t: TestApp,
  url: string,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
): Promise<Reply<T>> {
  const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  return res.json();
}

let keySeq = 0;

/** Fetches an image captcha for a fresh key and reads its text from table `captchas` (as the browser test does). */
export async function solveCaptcha(t: TestApp, ip = '127.0.0.1'): Promise<{ code: string; captcha: string }> {
  const code = `testkey${Date.now().toString(36)}${keySeq++}`;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/smsCaptcha?code=${code}`,
    remoteAddress: ip,
  });
  if (!res.headers['content-type']?.toString().startsWith('image/svg+xml')) throw new Error(res.body);
  const row = await t.ctx.db.kysely
    .selectFrom('captchas')
    .select('text')
    .where('key', '=', code)
    .executeTakeFirstOrThrow();
  return { code, captcha: row.text };
}

/** The newest SMS code sent to a mobile, from table `sms_outbox`. */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const row = await t.ctx.db.kysely
    .selectFrom('sms_outbox')
    .select('code')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Registers a user through the HTTP API (captcha, SMS code, regist) and returns the user info. */
export async function registerUser(
  t: TestApp,
  mobile: string,
  password = 'secret123',
  extra: Record<string, unknown> = {},
  ip = '127.0.0.1',
): Promise<Reply<Record<string, unknown> & { id: number; token: string }>> {
  const sent = await postFrom(t, '/webapi/user/sendCode', { mobile, ...(await solveCaptcha(t, ip)) }, ip);
  if (sent.status !== 0) throw new Error(`sendCode: ${sent.msg}`);
  return postFrom(
    t,
    '/webapi/user/regist',
    { mobile, password, sms_code: await lastSmsCode(t, mobile), ...extra },
    ip,
  );
}

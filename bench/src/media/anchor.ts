// The bench's own anchor: a user registered through the API like anyone (image captcha and SMS code read from
// the API's SQLite file, where the outbox provider writes them), made an anchor with the operator command,
// whose stream key comes from getPushInfo as the go-live screen reads it.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mediaSecret, root, type Stack } from './stack';

interface Envelope<T> {
  status: number;
  msg?: string;
  data: T;
}

async function call<T>(stack: Stack, route: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${stack.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (json.status !== 0) throw new Error(`${route}: status ${json.status} ${json.msg ?? ''}`);
  return json.data;
}

function readOne(dataDir: string, sql: string, arg: string): string | undefined {
  const db = new Database(path.join(dataDir, 'tifo.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(arg) as Record<string, string> | undefined)?.value;
  } finally {
    db.close();
  }
}

/** The anchor's room and ingest key. */
export interface BenchAnchor {
  uid: number;
  streamName: string;
  streamKey: string;
}

/** Registers a fresh user, makes them an anchor, opens a show and returns its stream key. */
export async function createBenchAnchor(stack: Stack): Promise<BenchAnchor> {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const captchaKey = `bench${randomBytes(8).toString('hex')}`;
  await fetch(`${stack.baseUrl}/api/user/smsCaptcha?code=${captchaKey}`);
  const captcha = readOne(stack.dataDir, 'SELECT text AS value FROM captchas WHERE key = ?', captchaKey);
  if (!captcha) throw new Error('no captcha issued');
  await call(stack, '/webapi/user/sendCode', { mobile, captcha, code: captchaKey });
  const smsCode = readOne(
    stack.dataDir,
    'SELECT code AS value FROM sms_outbox WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    mobile,
  );
  if (!smsCode) throw new Error('no SMS code sent');
  const user = await call<{ id: number; token_web: string }>(stack, '/webapi/user/regist', {
    mobile,
    password: 'bench-secret1',
    sms_code: smsCode,
  });
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/make-anchor.ts', String(user.id)], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: stack.dataDir,
      LOG_LEVEL: 'silent',
      MEDIA_SECRET: mediaSecret(stack.dataDir),
      NODE_ENV: 'production',
    },
    stdio: 'pipe',
  });
  const auth = { uid: user.id, token: user.token_web };
  const push = await call<{ stream_name: string; rtmp: { key: string } }>(stack, '/api/live/goLive', {
    ...auth,
    title: 'bench clock',
    matchid: 0,
  });
  return { uid: user.id, streamName: push.stream_name, streamKey: push.rtmp.key };
}

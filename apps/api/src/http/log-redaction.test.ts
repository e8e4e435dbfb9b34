import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { errorLogSerializer, redactText, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/webapi/user/login?account=138&password=s3cret&platform=3')).toBe(
      '/webapi/user/login?account=138&password=***&platform=3',
    );
    expect(redactUrl('/api/x?TOKEN=abc&new%5Fpassword=x&sms_code=1&captcha=ab')).toBe(
      '/api/x?TOKEN=***&new%5Fpassword=***&sms_code=***&captcha=***',
    );
    expect(redactUrl('/api/x?token')).toBe('/api/x?token');
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/api/x?%E0%A4%A=1')).toBe('/api/x?%E0%A4%A=1');
  });

  it('masks signatures and captcha keys, secret pairs in any text, and never quotes an unparsable body', () => {
    expect(redactUrl('/im/admin/x?identifier=administrator&usersig=abc.def&sdkappid=1')).toBe(
      '/im/admin/x?identifier=administrator&usersig=***&sdkappid=1',
    );
    expect(redactText('failed: {"password":"hunter22","account":"138"} token=abc&x=1')).toBe(
      'failed: {"password":***,"account":"138"} token=***&x=1',
    );
    let parseError: Error | undefined;
    try {
      JSON.parse('password=hunter22');
    } catch (error) {
      parseError = error as Error;
    }
    const logged = JSON.stringify(errorLogSerializer(parseError!));
    expect(logged).toContain('could not be parsed');
    expect(logged).not.toContain('password=h');
  });

  it('keeps passwords and tokens out of the request log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-log-'));
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', IM_SECRET: 'x' }));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ ...ctx, log }, { serveWeb: false, proxyIm: false });
    try {
      await app.inject({
        method: 'GET',
        url: '/webapi/user/login?account=138000&password=hunter22&token=tok99',
      });
      const text = lines.join('');
      expect(text).toContain('incoming request');
      expect(text).toContain('account=138000');
      expect(text).not.toContain('hunter22');
      expect(text).not.toContain('tok99');
    } finally {
      await app.close();
      await ctx.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('WHIP keys in logged paths', () => {
  it('masks the stream key and the session id of WHIP paths, in any case or encoding', () => {
    expect(redactUrl('/media/whip/sk_live_123')).toBe('/media/whip/***');
    expect(redactUrl('/media/WHIP/sk_live_123?x=1')).toBe('/media/WHIP/***?x=1');
    expect(redactUrl('/media/%77hip/sk_live_123')).toBe('/media/whip/***');
    expect(redactUrl('/media/whip/session/abc-def')).toBe('/media/whip/session/***');
    expect(redactUrl('/media/whip')).toBe('/media/whip');
    expect(redactUrl('/media/live/room-1.flv')).toBe('/media/live/room-1.flv');
  });
});

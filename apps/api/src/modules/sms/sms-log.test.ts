import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lastSmsCode, postFrom, solveCaptcha } from '../../../test/account-helpers';
import type { TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createContext } from '../../context';

describe('SMS codes in the logs', () => {
  it('never writes the code or the message text, at any level', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-api-smslog-'));
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', IM_SECRET: 'x' }));
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ ...ctx, log }, { serveWeb: false, proxyIm: false });
    const t = { app, ctx } as TestApp;
    try {
      const sent = await postFrom(t, '/webapi/user/sendCode', {
        mobile: '13500001234',
        ...(await solveCaptcha(t)),
      });
      expect(sent.status).toBe(0);
      const code = await lastSmsCode(t, '13500001234');
      const text = lines.join('');
      expect(text).toContain('sms queued in the outbox');
      expect(text).toContain('*******1234');
      expect(text).not.toContain(code);
      expect(text).not.toContain('13500001234');
    } finally {
      await app.close();
      await ctx.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

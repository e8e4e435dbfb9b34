import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postFrom, registerUser, solveCaptcha } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { LOGIN_ACCOUNT_CAPTCHA_AFTER, LOGIN_PAIR_MAX } from './login-throttle';
import type * as PasswordModule from './password';

// Every password verification the accounts module makes is counted: the throttle must stop guesses BEFORE
// the hash is checked, however many arrive at once.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      verifications.count += 1;
      return real.verifyPassword(password, stored);
    },
  };
});

const PARALLEL = 100;

describe.each(testDatabases)(
  'parallel guesses against the throttles on $name',
  { timeout: 60_000 },
  (database) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(database);
    });
    afterAll(async () => t.close());

    it('checks at most the limit of 100 parallel logins from one address, and locks only that address', async () => {
      await registerUser(t, '13900000001', 'secret123', {}, '10.9.0.1');
      verifications.count = 0;
      const attacker = '10.9.1.1';
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          postFrom(
            t,
            '/webapi/user/login',
            // The right password is among the guesses, as in the report.
            { account: '13900000001', password: i === PARALLEL - 1 ? 'secret123' : `guess${i}` },
            attacker,
          ),
        ),
      );
      const checked = verifications.count;
      console.info(`parallel logins: ${checked} of ${PARALLEL} passwords checked (limit ${LOGIN_PAIR_MAX})`);
      expect(checked).toBeLessThanOrEqual(LOGIN_PAIR_MAX);
      expect(replies.filter((r) => r.code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(
        PARALLEL - LOGIN_PAIR_MAX,
      );
      // The owner, at another address, is not locked out.
      const owner = await postFrom(
        t,
        '/webapi/user/login',
        { account: '13900000001', password: 'secret123' },
        '10.9.2.2',
      );
      expect(owner.status).toBe(0);
    });

    it('checks at most the limit of 100 parallel old-password guesses', async () => {
      const reg = await registerUser(t, '13900000002', 'secret123', {}, '10.9.0.2');
      verifications.count = 0;
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          postFrom(
            t,
            '/api/user/changePwd',
            { token: reg.data.token, old_password: `guess${i}`, new_password: 'newpass1' },
            '10.9.0.2',
          ),
        ),
      );
      expect(verifications.count).toBeLessThanOrEqual(5);
      expect(replies.filter((r) => r.code === 'OLD_PASSWORD_WRONG').length).toBe(verifications.count);
      expect(replies.filter((r) => r.code === 'TOO_MANY_REQUESTS').length).toBe(
        PARALLEL - verifications.count,
      );
    });

    it('asks for a captcha, not a lock, when guesses come from many addresses; the owner gets in with one', async () => {
      await registerUser(t, '13900000003', 'secret123', {}, '10.9.0.3');
      verifications.count = 0;
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          postFrom(t, '/webapi/user/login', { account: '13900000003', password: `guess${i}` }, `10.8.${i}.1`),
        ),
      );
      expect(verifications.count).toBeLessThanOrEqual(LOGIN_ACCOUNT_CAPTCHA_AFTER);
      expect(replies.filter((r) => r.code === 'CAPTCHA_REQUIRED').length).toBe(
        PARALLEL - verifications.count,
      );
      const owner = '10.9.3.3';
      expect(
        await postFrom(t, '/webapi/user/login', { account: '13900000003', password: 'secret123' }, owner),
      ).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      const wrongCaptcha = { ...(await solveCaptcha(t, owner)), captcha: 'nope' };
      expect(
        await postFrom(
          t,
          '/webapi/user/login',
          { account: '13900000003', password: 'secret123', ...wrongCaptcha },
          owner,
        ),
      ).toMatchObject({ code: 'CAPTCHA_INVALID' });
      const solved = await solveCaptcha(t, owner);
      expect(
        (
          await postFrom(
            t,
            '/webapi/user/login',
            { account: '13900000003', password: 'secret123', ...solved },
            owner,
          )
        ).status,
      ).toBe(0);
    });
  },
);

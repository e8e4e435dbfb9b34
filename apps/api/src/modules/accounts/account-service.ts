import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { SiteDefinition } from '../sites';
import { SmsCodes } from '../sms/sms-codes';
import { MINUTE, Throttle } from '../throttle/throttle';
import type { Limit } from '../throttle/throttle';
import { hashPassword, verifyPassword } from './password';
import {
  accountExists,
  findInviter,
  findUserById,
  findUsersByLogin,
  findUserByMobile,
  insertUser,
  inviteCodeExists,
  updateUser,
} from './user-repo';
import type { UserRow } from './user-repo';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Failed logins: 5 per account and 10 per IP in 15 minutes. */
export function loginLimits(account: string, ip: string): Limit[] {
  return [
    { bucket: `login:account:${account.toLowerCase()}`, windowMs: 15 * MINUTE, max: 5 },
    { bucket: `login:ip:${ip}`, windowMs: 15 * MINUTE, max: 10 },
  ];
}

/** True for a unique-constraint violation on either database. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** Registration, login and password/phone changes. */
export class AccountService {
  private readonly throttle: Throttle;
  private readonly codes: SmsCodes;

  constructor(private readonly ctx: AppContext) {
    this.throttle = new Throttle(ctx.db, ctx.now);
    this.codes = new SmsCodes(ctx.db, ctx.now);
  }

  private async newInviteCode(): Promise<string> {
    for (;;) {
      let code = '';
      for (let i = 0; i < 6; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
      if (!(await inviteCodeExists(this.ctx.db, code))) return code;
    }
  }

  /** Creates an account from a verified mobile; records the inviter (when the code is known) and channel. */
  async register(input: {
    mobile: string;
    password: string;
    smsCode: string;
    inviteCode?: string | undefined;
    channelCode?: string | undefined;
    site: SiteDefinition;
    platform: number;
  }): Promise<UserRow> {
    if (await findUserByMobile(this.ctx.db, input.mobile)) throw new ApiError('MOBILE_REGISTERED');
    await this.codes.consume(input.mobile, ['register'], input.smsCode);
    const invitedBy = input.inviteCode ? await findInviter(this.ctx.db, input.inviteCode) : undefined;
    if (input.inviteCode && invitedBy === undefined) {
      this.ctx.log.info({ inviteCode: input.inviteCode }, 'registration with an unknown invite code');
    }
    const now = this.ctx.now();
    // The mobile is the account name, unless an older account (whose phone changed) already uses it.
    const account = (await accountExists(this.ctx.db, input.mobile))
      ? `${input.mobile}_${randomInt(1000, 10000)}`
      : input.mobile;
    try {
      const id = await insertUser(this.ctx.db, {
        account,
        mobile: input.mobile,
        password_hash: await hashPassword(input.password),
        nick_name: `${input.site.name}${input.mobile.slice(-4)}`,
        invite_code: await this.newInviteCode(),
        invited_by: invitedBy ?? null,
        invited_with: input.inviteCode?.trim().toUpperCase().slice(0, 16) ?? '',
        channel_code: input.channelCode ?? '',
        site_code: input.site.code,
        sp_source: input.site.source,
        login_platform: input.platform,
        regist_time: now,
        last_login: now,
        last_online: now,
      });
      return (await findUserById(this.ctx.db, id))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('MOBILE_REGISTERED');
      throw error;
    }
  }

  /** Checks credentials under the failed-login limits; returns the user on success. */
  async login(account: string, password: string, ip: string, platform: number): Promise<UserRow> {
    const limits = loginLimits(account, ip);
    await this.throttle.check(limits);
    const candidates = await findUsersByLogin(this.ctx.db, account);
    // The same answer for an unknown account and a wrong password, and the hash work is done either way.
    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(password, candidate.password_hash)) user ??= candidate;
    }
    if (candidates.length === 0) await verifyPassword(password, await dummy());
    if (!user) {
      await this.throttle.hit(limits.map((l) => l.bucket));
      throw new ApiError('LOGIN_FAILED');
    }
    if (user.status !== 1) throw new ApiError('ACCOUNT_DISABLED');
    await this.throttle.clear(limits[0]!.bucket);
    const now = this.ctx.now();
    await updateUser(this.ctx.db, user.id, { last_login: now, last_online: now, login_platform: platform });
    return { ...user, last_login: now, last_online: now, login_platform: platform };
  }

  /** Changes the password after checking the old one; every other session of the user ends. */
  async changePassword(
    userId: number,
    sessionId: number,
    oldPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    const limits = [{ bucket: `pwd:user:${userId}`, windowMs: 15 * MINUTE, max: 5 }];
    await this.throttle.check(limits);
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      await this.throttle.hit(limits.map((l) => l.bucket));
      throw new ApiError('OLD_PASSWORD_WRONG');
    }
    await updateUser(this.ctx.db, userId, { password_hash: await hashPassword(newPassword) });
    await this.ctx.sessions.revokeAllForUser(userId, sessionId);
  }

  /** Sets a new password with an SMS code sent for a reset; every session of the user ends. */
  async resetPassword(mobile: string, smsCode: string, password: string): Promise<void> {
    const user = await findUserByMobile(this.ctx.db, mobile);
    if (!user) throw new ApiError('MOBILE_NOT_REGISTERED');
    await this.codes.consume(mobile, ['reset'], smsCode);
    await updateUser(this.ctx.db, user.id, { password_hash: await hashPassword(password) });
    await this.ctx.sessions.revokeAllForUser(user.id);
  }

  /** Binds (or changes) the user's mobile with an SMS code sent for binding. */
  async bindPhone(userId: number, mobile: string, smsCode: string): Promise<UserRow> {
    const user = await this.requireUser(userId);
    const owner = await findUserByMobile(this.ctx.db, mobile);
    if (owner && owner.id !== userId) throw new ApiError('MOBILE_TAKEN');
    await this.codes.consume(mobile, ['bind'], smsCode);
    try {
      await updateUser(this.ctx.db, userId, { mobile });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('MOBILE_TAKEN');
      throw error;
    }
    return { ...user, mobile };
  }

  /** The user of a live session (a deleted user makes the session useless: login required). */
  async requireUser(userId: number): Promise<UserRow> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user || user.status !== 1) throw new ApiError('LOGIN_REQUIRED');
    return user;
  }
}

// A valid hash of a random password, so unknown accounts cost the same scrypt work as known ones.
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${randomInt(1e9)}`);
  return dummyHash;
}

import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { SiteDefinition } from '../sites';
import { CaptchaStore } from '../captcha';
import type { SessionUser } from '../sessions';
import { SmsCodes } from '../sms';
import { HOUR, MINUTE, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import type { ChatProfiles } from './chat-profiles';
import type { SignatureRevoker } from './signature-revoker';
import {
  accountExists,
  findInviter,
  findUserById,
  findUsersByLogin,
  findUserByMobile,
  insertUser,
  inviteCodeExists,
  raiseSigGeneration,
  updateUser,
} from './user-repo';
import type { UserRow } from './user-repo';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Wrong old passwords allowed per user in 15 minutes (counted before the check, like logins). */
export const CHANGE_PASSWORD_MAX = 5;

/**
 * SMS-code checks (regist, forgetPwd, bindPhone) per address: 30 an hour, counted before the check. With 5
 * wrong guesses burning a code this bounds code guessing, and it slows any probing of these calls.
 */
export function codeCheckLimits(ip: string): Limit[] {
  return [{ bucket: `code-check:ip:${ip}`, windowMs: HOUR, max: 30 }];
}

/** An image captcha answer and its key, when the client sent one. */
export interface CaptchaAnswer {
  captcha?: string | undefined;
  code?: string | undefined;
}

/** True for a unique-constraint violation on either database. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** Registration, login and password/phone changes. */
export class AccountService {
  private readonly throttle: Throttle;
  private readonly loginThrottle: LoginThrottle;
  private readonly codes: SmsCodes;
  private readonly captchas: CaptchaStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly revoker: SignatureRevoker,
    private readonly profiles: ChatProfiles,
  ) {
    this.throttle = new Throttle(ctx.db, ctx.now);
    this.loginThrottle = new LoginThrottle(this.throttle);
    this.codes = new SmsCodes(ctx.db, ctx.now);
    this.captchas = new CaptchaStore(ctx.db, ctx.now);
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
    ip: string;
  }): Promise<UserRow> {
    await this.throttle.take(codeCheckLimits(input.ip));
    // The code first: without a valid one the answer is the same whether or not the mobile has an account
    // (register codes are only sent after the image captcha, to numbers that had none).
    await this.codes.consume(input.mobile, ['register'], input.smsCode);
    if (await findUserByMobile(this.ctx.db, input.mobile)) throw new ApiError('MOBILE_REGISTERED');
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
      const user = (await findUserById(this.ctx.db, id))!;
      await this.profiles.publish(user);
      return user;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('MOBILE_REGISTERED');
      throw error;
    }
  }

  /**
   * Checks credentials under the login limits (login-throttle.ts): the attempt is counted before the password
   * is checked and refunded when it was right. Returns the user on success.
   */
  async login(input: {
    account: string;
    password: string;
    ip: string;
    platform: number;
    answer?: CaptchaAnswer;
  }): Promise<UserRow> {
    const { account, password, ip, platform } = input;
    const captchaSolved = await this.solveOptionalCaptcha(input.answer);
    const ticket = await this.loginThrottle.begin(account, ip, captchaSolved);
    const candidates = await findUsersByLogin(this.ctx.db, account);
    // The same answer for an unknown account and a wrong password, and the hash work is done either way.
    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(password, candidate.password_hash)) user ??= candidate;
    }
    if (candidates.length === 0) await verifyPassword(password, await dummy());
    if (!user) throw new ApiError('LOGIN_FAILED');
    if (user.status !== 1) throw new ApiError('ACCOUNT_DISABLED');
    await this.loginThrottle.succeeded(ticket, account, ip);
    const now = this.ctx.now();
    await updateUser(this.ctx.db, user.id, { last_login: now, last_online: now, login_platform: platform });
    await this.profiles.publish(user);
    return { ...user, last_login: now, last_online: now, login_platform: platform };
  }

  /** After a profile edit: the messaging service shows the new nick and avatar on the user's messages. */
  async profileEdited(userId: number): Promise<UserRow> {
    const user = await this.requireUser(userId);
    await this.profiles.publish(user);
    return user;
  }

  /** True when the client sent a captcha answer and it was right; a wrong one is CAPTCHA_INVALID. */
  private async solveOptionalCaptcha(answer: CaptchaAnswer | undefined): Promise<boolean> {
    if (!answer?.captcha || !answer.code) return false;
    await this.captchas.consume(answer.code, answer.captcha);
    return true;
  }

  /** Ends the session and the user's chat sessions (their signature generation is raised). */
  async logout(user: SessionUser): Promise<void> {
    await this.ctx.sessions.revoke(user.token);
    await this.endChatSessions(user.userId);
  }

  /** Raises the user's signature generation and tells the messaging service (best effort). */
  private async endChatSessions(userId: number): Promise<void> {
    const generation = await raiseSigGeneration(this.ctx.db, userId);
    if (generation !== undefined) await this.revoker.revoke(userId, generation);
  }

  /** Changes the password after checking the old one; every other session of the user ends. */
  async changePassword(
    userId: number,
    sessionId: number,
    oldPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    const ticket = await this.throttle.take([
      { bucket: `pwd:user:${userId}`, windowMs: 15 * MINUTE, max: CHANGE_PASSWORD_MAX },
    ]);
    if (!(await verifyPassword(oldPassword, user.password_hash))) throw new ApiError('OLD_PASSWORD_WRONG');
    await this.throttle.refund(ticket);
    await updateUser(this.ctx.db, userId, { password_hash: await hashPassword(newPassword) });
    await this.ctx.sessions.revokeAllForUser(userId, sessionId);
    await this.endChatSessions(userId);
  }

  /** Sets a new password with an SMS code sent for a reset; every session of the user ends. */
  async resetPassword(mobile: string, smsCode: string, password: string, ip: string): Promise<void> {
    await this.throttle.take(codeCheckLimits(ip));
    // The code first: without a valid one nothing tells whether the mobile has an account (reset codes are
    // only sent after the image captcha, to registered numbers).
    await this.codes.consume(mobile, ['reset'], smsCode);
    const user = await findUserByMobile(this.ctx.db, mobile);
    if (!user) throw new ApiError('MOBILE_NOT_REGISTERED');
    await updateUser(this.ctx.db, user.id, { password_hash: await hashPassword(password) });
    await this.ctx.sessions.revokeAllForUser(user.id);
    await this.endChatSessions(user.id);
  }

  /** Binds (or changes) the user's mobile with an SMS code sent for binding. */
  async bindPhone(userId: number, mobile: string, smsCode: string, ip: string): Promise<UserRow> {
    const user = await this.requireUser(userId);
    await this.throttle.take(codeCheckLimits(ip));
    // The code first, so the answer tells nothing about the mobile without one (bind codes are only sent after
    // the image captcha, to numbers nobody else has).
    await this.codes.consume(mobile, ['bind'], smsCode);
    const owner = await findUserByMobile(this.ctx.db, mobile);
    if (owner && owner.id !== userId) throw new ApiError('MOBILE_TAKEN');
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

import type { AppContext } from '../../app-context';
import type { SiteDefinition } from '../sites';
import { DAY, HOUR, MINUTE, Throttle } from '../throttle';
import type { Limit } from '../throttle';
import { OutboxSmsProvider } from './provider';
import type { SmsProvider, SmsPurpose } from './provider';
import { SMS_CODE_TTL_MS, SmsCodes, newSmsCode } from './sms-codes';

/** What a client learns after a code is sent. */
export interface SentCode {
  expire_seconds: number;
  resend_seconds: number;
}

/**
 * Per mobile: 1 a minute, 10 a day. Per IP: 20 an hour, 100 a day by default (several users may share an address;
 * configurable: ApiConfig.smsPerIp).
 */
export function smsLimits(mobile: string, ip: string, perIp = { hour: 20, day: 100 }): Limit[] {
  return [
    { bucket: `sms:mobile:${mobile}`, windowMs: MINUTE, max: 1 },
    { bucket: `sms:mobile:${mobile}`, windowMs: DAY, max: 10 },
    { bucket: `sms:ip:${ip}`, windowMs: HOUR, max: perIp.hour },
    { bucket: `sms:ip:${ip}`, windowMs: DAY, max: perIp.day },
  ];
}

function messageText(site: SiteDefinition, code: string, lang: 'zh' | 'pt'): string {
  return lang === 'pt'
    ? `[${site.namePt}] Seu código de verificação é ${code}. Válido por 10 minutos. Não o compartilhe.`
    : `【${site.name}】验证码 ${code}，10 分钟内有效，请勿告诉他人。`;
}

/** Issues SMS codes: throttles, records the code (hashed) and hands the message to the provider. */
export class SmsSender {
  private readonly throttle: Throttle;
  readonly codes: SmsCodes;

  constructor(
    private readonly ctx: AppContext,
    private readonly provider: SmsProvider = new OutboxSmsProvider(ctx.db, ctx.log, ctx.now),
  ) {
    this.throttle = new Throttle(ctx.db, ctx.now);
    this.codes = new SmsCodes(ctx.db, ctx.now);
  }

  /** Sends a new code to a mobile for a purpose, unless a limit is reached (TOO_MANY_REQUESTS). */
  async send(input: {
    mobile: string;
    purpose: SmsPurpose;
    ip: string;
    site: SiteDefinition;
    lang: 'zh' | 'pt';
  }): Promise<SentCode> {
    await this.throttle.take(smsLimits(input.mobile, input.ip, this.ctx.config.smsPerIp));
    const code = newSmsCode();
    await this.codes.issue(input.mobile, input.purpose, code);
    await this.provider.send({
      mobile: input.mobile,
      code,
      purpose: input.purpose,
      text: messageText(input.site, code, input.lang),
    });
    return { expire_seconds: SMS_CODE_TTL_MS / 1000, resend_seconds: 60 };
  }
}

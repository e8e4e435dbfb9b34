import { Toast } from 'antd-mobile';
import type { TFunction } from 'i18next';
import type { CaptchaInput, SentCode } from '../../api/user';
import { showAndSkip } from './sms-code-button';
import type { useCaptcha } from './use-captcha';
import { isMobile } from './validation';

/**
 * Sends an SMS code to `mobile` with the image captcha (the API asks for one before every SMS). Resolves with
 * the seconds before the next send, or null when nothing went out. A captcha is single-use: whatever went
 * wrong, the next attempt needs a new image.
 */
export async function sendSmsCode(
  send: (input: { mobile: string } & CaptchaInput) => Promise<SentCode>,
  mobile: string,
  captcha: ReturnType<typeof useCaptcha>,
  t: TFunction<'account'>,
): Promise<number | null | undefined> {
  if (!isMobile(mobile)) return showAndSkip(t('mobileInvalid'));
  if (!captcha.text.trim()) return showAndSkip(t('captchaRequired'));
  try {
    const res = await send({ mobile: mobile.trim(), captcha: captcha.text.trim(), code: captcha.key });
    Toast.show({ icon: 'success', content: t('codeSent') });
    return res?.resend_seconds ?? res?.expire_seconds;
  } catch (error) {
    captcha.refresh();
    throw error;
  }
}

import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Send code" with a countdown. `send` resolves with the wait before a resend in seconds (undefined = 60) once a
 * code went out, or null when nothing was sent (input missing); it rejects when the server refused.
 */
export function SmsCodeButton({
  send,
  disabled,
}: {
  send: () => Promise<number | null | undefined>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('account');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const onClick = async () => {
    setSending(true);
    try {
      const seconds = await send();
      if (seconds === null) return;
      // The resend wait is one minute at most even when the code itself lives longer.
      setLeft(Math.min(seconds && seconds > 0 ? seconds : 60, 60));
    } catch {
      // The request helper already showed why.
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="sms-button" disabled={disabled || sending || left > 0} onClick={onClick}>
      {left > 0 ? t('resendIn', { seconds: left }) : sending ? t('sending') : t('sendCode')}
    </button>
  );
}

/** Shows why a code cannot be sent yet; the null tells the button that nothing went out. */
export function showAndSkip(message: string): null {
  Toast.show(message);
  return null;
}

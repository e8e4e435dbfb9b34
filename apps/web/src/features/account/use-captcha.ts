import { useCallback, useState } from 'react';
import { newCaptchaKey } from './validation';

/** State of one image captcha: its key, a cache-buster, the typed text, and a refresh that starts over. */
export function useCaptcha() {
  const [key, setKey] = useState(newCaptchaKey);
  const [bust, setBust] = useState(() => Date.now());
  const [text, setText] = useState('');
  const refresh = useCallback(() => {
    setKey(newCaptchaKey());
    setBust(Date.now());
    setText('');
  }, []);
  return { key, bust, text, setText, refresh };
}

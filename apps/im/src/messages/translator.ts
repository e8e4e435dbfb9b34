import { ImError } from '../errors';

/**
 * A machine translation service behind msg.translateText (SDK translateText). Give one to startImServer
 * (`translator` option), or set IM_TRANSLATE_URL for the built-in HTTP one (LibreTranslate's API). Throw
 * anything on failure: the caller gets 2117 "translate text fail".
 */
export interface Translator {
  /** Translates each text from `source` ('auto': detect) to `target`; the answer keeps the order. */
  translate(texts: string[], source: string, target: string): Promise<string[]>;
}

/** The default when nothing is configured: every call fails with a message that says so. */
export const NO_TRANSLATOR: Translator = {
  translate() {
    return Promise.reject(
      new ImError(
        'TRANSLATE_TEXT_FAIL',
        'translate text fail: no translation service is configured (IM_TRANSLATE_URL, see apps/im README)',
      ),
    );
  },
};

import type { ServiceFeatures, TranslateTextResponse } from '@tifo/protocol';
import { z } from 'zod';
import type { ImConfig } from '../config';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { parse } from '../gateway/command';
import { NO_TRANSLATOR, type Translator } from './translator';

export { NO_TRANSLATOR, type Translator } from './translator';

/** Most texts per call, and characters per text. */
export const TRANSLATE_LIMITS = { TEXTS: 50, CHARS: 5000 } as const;

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Schema of msg.translateText. */
export const translateSchema = z.object({
  sourceTextList: z.array(z.string().max(TRANSLATE_LIMITS.CHARS)).min(1).max(TRANSLATE_LIMITS.TEXTS),
  source: z.union([z.literal('auto'), z.string().regex(LANGUAGE)]).default('auto'),
  target: z.string().regex(LANGUAGE),
});

/**
 * What this deployment offers (login and commercial-config answers): a host reads `translate` through the SDK's
 * ability query before it offers a translate button, instead of meeting 2117 on the first tap.
 */
export function serviceFeatures(ctx: Pick<ImContext, 'translator'>): ServiceFeatures {
  return { translate: ctx.translator !== undefined && ctx.translator !== NO_TRANSLATOR };
}

/**
 * A LibreTranslate-compatible service (POST {q, source, target, format, api_key} to `url`, answering
 * {translatedText}), 10 s per call.
 */
export function httpTranslator(url: string, apiKey?: string, timeoutMs = 10_000): Translator {
  return {
    async translate(texts, source, target) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: texts,
          source,
          target,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`translation service answered ${res.status}`);
      const body = (await res.json()) as { translatedText?: unknown };
      const out = Array.isArray(body.translatedText) ? body.translatedText : [body.translatedText];
      if (out.length !== texts.length || out.some((t) => typeof t !== 'string'))
        throw new Error('translation service: unexpected answer');
      return out as string[];
    },
  };
}

/** The translator the configuration names (IM_TRANSLATE_URL), else NO_TRANSLATOR. */
export function translatorFromConfig(config: Pick<ImConfig, 'translateUrl' | 'translateApiKey'>): Translator {
  return config.translateUrl ? httpTranslator(config.translateUrl, config.translateApiKey) : NO_TRANSLATOR;
}

/** msg.translateText: at most 50 texts of 5,000 characters; any failure of the service answers 2117. */
export async function translateText(ctx: ImContext, raw: unknown): Promise<TranslateTextResponse> {
  const req = parse(translateSchema, raw);
  const translator = ctx.translator ?? NO_TRANSLATOR;
  try {
    const translatedTextList = await translator.translate(req.sourceTextList, req.source, req.target);
    if (translatedTextList.length !== req.sourceTextList.length) throw new Error('translator lost texts');
    return { translatedTextList };
  } catch (error) {
    if (error instanceof ImError) throw error;
    ctx.log.warn({ err: error }, 'translation failed');
    throw new ImError('TRANSLATE_TEXT_FAIL');
  }
}

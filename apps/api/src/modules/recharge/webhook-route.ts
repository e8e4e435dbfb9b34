import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { failure, ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { OrderSettler } from './settler';

/** The exact bytes of each webhook body: signatures cover them, and a re-serialised object would differ. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * POST /api/recharge/webhook/:provider, in its own scope with a JSON parser that keeps the raw body. A forged,
 * stale or malformed request is answered HTTP 400 WEBHOOK_INVALID (the provider's retries stop mattering: it
 * never sent it); a replay is answered 200 and changes nothing.
 */
export async function registerWebhookRoute(
  app: FastifyInstance,
  ctx: AppContext,
  settler: OrderSettler,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      try {
        done(null, text === '' ? {} : (JSON.parse(text) as unknown));
      } catch {
        // The signature check refuses it below with the right code; the body stays a string.
        done(null, {});
      }
    });
    defineRoute(scope, ctx, {
      method: 'POST',
      path: '/api/recharge/webhook/:provider',
      summary:
        "Payment providers: a signed payment event (sandbox: header tifo-signature 't=<unix>,v1=<hmac>')",
      auth: 'none',
      raw: true,
      input: z.object({}).passthrough(),
      handler: async ({ request, reply, lang }) => {
        const provider = (request.params as { provider?: string }).provider ?? '';
        try {
          const result = await settler.webhook(provider, {
            rawBody: rawBodies.get(request) ?? '',
            headers: request.headers,
          });
          return reply.code(200).send(ok(result));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.code === 'WEBHOOK_INVALID') {
            request.log.warn({ provider, reason: error.detail }, 'webhook refused');
          }
          return reply.code(400).send(failure(error, lang));
        }
      },
    });
  });
}

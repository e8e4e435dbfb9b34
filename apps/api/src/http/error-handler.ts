import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { failure, requestLang } from './envelope';

// Fastify's own client-error codes (bad JSON, empty JSON body, wrong content type, too large) are the
// caller's fault: they become status 1 with a code, never a 5xx.
const CLIENT_ERRORS: Record<string, ApiError['code']> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'INVALID_INPUT',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

/** Turns every thrown error into an envelope; only real bugs are logged as errors and answered with 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof ApiError) {
      return reply.code(200).send(failure(error, lang));
    }
    const clientCode =
      error.code && Object.hasOwn(CLIENT_ERRORS, error.code) ? CLIENT_ERRORS[error.code] : undefined;
    if (clientCode || error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      request.log.info({ err: error }, 'client error');
      const status = error.statusCode === 413 ? 413 : 400;
      return reply
        .code(status)
        .send(failure(new ApiError(clientCode ?? 'INVALID_INPUT', error.message), lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(new ApiError('INTERNAL'), lang));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(
        failure(
          new ApiError('NOT_FOUND', `${request.method} ${request.url.split('?')[0]}`),
          requestLang(request),
        ),
      );
  });
}

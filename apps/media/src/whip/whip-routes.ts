import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MediaError } from '../errors';
import { setCors } from '../http/cors';
import type { WhipSessions } from './whip-sessions';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_OFFER_BYTES = 64 * 1024;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/** WHIP (RFC 9725): POST an SDP offer with the key as Bearer token (or in the path), DELETE the session to stop. */
export function registerWhipRoutes(app: FastifyInstance, sessions: WhipSessions): void {
  const publish = async (request: FastifyRequest, key: string | undefined, reply: FastifyReply) => {
    setCors(reply);
    reply.header('access-control-expose-headers', 'location');
    if (!key || !KEY_PATTERN.test(key)) throw new MediaError('KEY_REFUSED');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/sdp')) {
      throw new MediaError('BAD_REQUEST', 'WHIP offers are application/sdp');
    }
    const offer = typeof request.body === 'string' ? request.body : '';
    if (!offer || offer.length > MAX_OFFER_BYTES) throw new MediaError('BAD_REQUEST', 'Missing SDP offer');
    const { session, answer } = await sessions.open(key, offer, request.socket.remoteAddress ?? '');
    return reply
      .code(201)
      .header('content-type', 'application/sdp')
      .header('location', `whip/session/${session.id}`)
      .send(answer);
  };

  // Preflights: a publish page on another origin POSTs the offer and DELETEs the session.
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => {
    setCors(reply);
    reply.header('access-control-allow-methods', 'POST, DELETE, OPTIONS');
    reply.header('access-control-allow-headers', 'authorization, content-type');
    return reply.code(204).send();
  };
  app.options('/whip', preflight);
  app.options('/whip/*', preflight);
  app.post('/whip', async (request, reply) => publish(request, bearer(request), reply));
  app.post('/whip/:key', async (request: FastifyRequest<{ Params: { key: string } }>, reply) =>
    publish(request, request.params.key, reply),
  );
  app.delete('/whip/session/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    setCors(reply);
    if (!sessions.end(request.params.id)) throw new MediaError('NOT_FOUND');
    return reply.code(200).send({ status: 0, data: {} });
  });
}

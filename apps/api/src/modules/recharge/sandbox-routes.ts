import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { CHECKOUT_CSS, checkoutPage, returnPath } from './sandbox-page';
import type { SandboxProvider } from './sandbox-provider';

const sessionId = (params: unknown) => String((params as { id?: string }).id ?? '');

/** The sandbox's hosted checkout: the page, its stylesheet, and the payer's three buttons. */
export function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext, sandbox: SandboxProvider): void {
  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/recharge/sandbox/checkout/:id',
    summary: 'Sandbox provider: the hosted checkout page (HTML) with approve, decline and abandon',
    auth: 'none',
    raw: true,
    input: z.object({}).passthrough(),
    handler: async ({ request, reply, lang }) => {
      const session = await sandbox.session(sessionId(request.params));
      return reply
        .code(session ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(session, lang, ctx.now()));
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    path: '/api/recharge/sandbox/checkout.css',
    summary: "Sandbox provider: the checkout page's stylesheet",
    auth: 'none',
    raw: true,
    input: z.object({}).passthrough(),
    handler: async ({ reply }) => reply.type('text/css; charset=utf-8').send(CHECKOUT_CSS),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    path: '/api/recharge/sandbox/checkout/:id/:action',
    summary:
      'Sandbox provider: the payer approves or declines (a signed webhook follows) or abandons; redirects back to the app',
    auth: 'none',
    raw: true,
    input: z.object({}).passthrough(),
    handler: async ({ request, reply, lang }) => {
      const id = sessionId(request.params);
      const action = String((request.params as { action?: string }).action ?? '');
      const session = await sandbox.session(id);
      if (!session || !['approve', 'decline', 'abandon'].includes(action)) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(checkoutPage(undefined, lang, ctx.now()));
      }
      // Abandon leaves the checkout open: the order waits until it is paid elsewhere or expires.
      const state = action === 'abandon' ? session.state : await sandbox.decide(id, action === 'approve');
      const result = action === 'abandon' ? 'abandoned' : state === 'paid' ? 'approved' : String(state);
      return reply.redirect(returnPath(session.returnUrl, { from: 'checkout', checkout: result }), 303);
    },
  });
}

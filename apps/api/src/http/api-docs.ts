import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi';

/**
 * Serves the API's documentation, generated from the routes' zod schemas: the OpenAPI document at
 * /api/openapi.json and a browsable page at /api/docs. Call after every module has registered its routes.
 */
export async function installApiDocs(app: FastifyInstance, version: string): Promise<void> {
  const document = buildOpenApi(app.tifoRoutes, version);
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCaptchaRoutes } from './routes';

/** Image captchas. */
export function register(app: FastifyInstance, ctx: AppContext): void {
  registerCaptchaRoutes(app, ctx);
}

export { CaptchaStore } from './captcha-store';

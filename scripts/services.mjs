// The product's services as `npm start` runs them (scripts/start.mjs), kept apart so a test can read the exact
// commands: each is plain Node on the service's built bundle, apps/<app>/dist/main.js (`npm run build`,
// scripts/build/service.mjs), with no TypeScript loader; source maps make its stack traces name the sources.
// Plain JavaScript with only Node's own modules, because start.mjs runs before dependencies are installed.
import path from 'node:path';

/**
 * The command that runs a built service: the same Node as the caller, the bundle, nothing else but source maps.
 * @param {string} root the repository
 * @param {string} entry the bundle, relative to root
 * @returns {{ command: string, args: string[] }}
 */
export function serviceCommand(root, entry) {
  return { command: process.execPath, args: ['--enable-source-maps', path.join(root, entry)] };
}

/**
 * The services, in start order (each waits for the previous one to listen). Adding one is one entry here.
 * @param {{ port: number, imPort: number, imAdminPort: number, mediaHttpPort: number, mediaRtmpPort: number,
 *   common: Record<string, string>, env: NodeJS.ProcessEnv }} settings
 */
export function productServices({ port, imPort, imAdminPort, mediaHttpPort, mediaRtmpPort, common, env }) {
  return [
    {
      name: 'messaging service',
      app: 'im',
      entry: 'apps/im/dist/main.js',
      port: imPort,
      ports: { IM_PORT: imPort, IM_ADMIN_PORT: imAdminPort },
      env: common,
    },
    {
      name: 'api',
      app: 'api',
      entry: 'apps/api/dist/main.js',
      port,
      ports: { PORT: port },
      hint: '; its first start migrates and seeds the database, which can take minutes on a busy machine',
      env: {
        ...common,
        PORT: String(port),
        IM_URL: `http://127.0.0.1:${imPort}`,
        MEDIA_URL: `http://127.0.0.1:${mediaHttpPort}`,
        // npm start is the demo: the sandbox payment provider runs, and its diamonds are test money (apps/api README).
        RECHARGE_PROVIDERS: env.RECHARGE_PROVIDERS ?? 'sandbox',
        TIFO_DEMO_SITE: env.TIFO_DEMO_SITE ?? '1',
      },
    },
    {
      name: 'media service',
      app: 'media',
      entry: 'apps/media/dist/main.js',
      port: mediaHttpPort,
      ports: { MEDIA_HTTP_PORT: mediaHttpPort, MEDIA_RTMP_PORT: mediaRtmpPort },
      env: { ...common, PORT: String(port), API_URL: `http://127.0.0.1:${port}` },
    },
  ];
}

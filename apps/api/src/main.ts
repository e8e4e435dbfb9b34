import { buildApp } from './app';
import { assertMediaSecret, loadConfig } from './config';
import { createContext } from './context';
import { seedDemoData } from './seed';

// Runs the API as a process: migrate, seed the demo data, listen, and close cleanly on a signal.
assertMediaSecret();
const config = loadConfig();
const ctx = await createContext(config);
await seedDemoData(ctx);
const app = await buildApp(ctx);
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  ctx.log.info({ signal }, 'shutting down');
  await app.close();
  await ctx.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

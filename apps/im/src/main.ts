import { ConfigError } from './config';
import { installLastResortHandlers } from './last-resort';
import { startImServer, type ImServer } from './server';

// Runs the messaging service with the environment's configuration (see README.md).
let server: ImServer;
try {
  server = await startImServer();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  process.stderr.write(`im: refusing to start: ${e.message}\n`);
  process.exit(1);
}
installLastResortHandlers(process, server.ctx.log);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

import { startImServer } from './server';

// Runs the messaging service with the environment's configuration (see README.md).
const server = await startImServer();
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

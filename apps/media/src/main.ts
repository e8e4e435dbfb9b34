import { startMediaServer } from './server';

// Runs the media service with the environment's configuration (see README.md).
const server = await startMediaServer();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

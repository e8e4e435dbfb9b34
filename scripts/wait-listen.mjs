// Waiting for a service of `npm start` to listen. A loaded machine can take minutes (the API's first start
// migrates and seeds its database), so there is no deadline: the wait says every so often that it is still
// waiting, and gives up only when the service's process has ended.
// Plain JavaScript with only Node's own modules, because start.mjs runs before dependencies are installed.
import net from 'node:net';

/** @param {number} ms */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** @param {number} port */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`; rejects when `ended` resolves first (the
 * service's process ended: how, e.g. "exited with code 1"). The ports were checked free before the services
 * started, so what accepts there is the service itself.
 * @param {{ name: string, port: number, log: (line: string) => void, ended: Promise<string>,
 *   hint?: string, remindEveryMs?: number, pollMs?: number }} options
 * @returns {Promise<void>}
 */
export async function waitForListen(options) {
  const { name, port, log, ended, hint = '', remindEveryMs = 15000, pollMs = 200 } = options;
  const started = Date.now();
  let nextReminder = started + remindEveryMs;
  /** @type {string | null} */
  let how = null;
  void ended.then((value) => (how = value));
  for (;;) {
    if (how !== null) throw new Error(`${name} ${how} before it listened on port ${port}`);
    if (await accepts(port)) return;
    if (how !== null) throw new Error(`${name} ${how} before it listened on port ${port}`);
    if (Date.now() >= nextReminder) {
      log(
        `still waiting for the ${name} to listen on port ${port} (${duration(Date.now() - started)} so far${hint})`,
      );
      nextReminder += remindEveryMs;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

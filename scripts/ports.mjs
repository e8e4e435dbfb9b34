// Port checks for `npm start`: before any service starts, every port it will listen on must be free, and no two
// variables may name the same port. Otherwise a service crash-loops on EADDRINUSE while "ready" is printed and
// the API talks to whatever else listens there (another Tifo's messaging service, say).
// Plain JavaScript with only Node's own modules, because start.mjs runs before dependencies are installed.
import net from 'node:net';

/**
 * Whether something already listens on `port`. The probe binds every interface, as the services do, so a
 * listener on any address (loopback included) makes it fail.
 * @param {number} port
 * @returns {Promise<NodeJS.ErrnoException | null>} the bind error, or null when the port is free
 */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error)));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/**
 * What stops the start, one message per problem, each naming the variable to change.
 * @param {{ variable: string, port: number }[]} entries
 * @returns {Promise<string[]>}
 */
export async function portProblems(entries) {
  const problems = [];
  /** @type {Map<number, string>} */
  const seen = new Map();
  for (const { variable, port } of entries) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      problems.push(`${variable}=${port} is not a port number (1-65535)`);
      continue;
    }
    const other = seen.get(port);
    if (other) {
      problems.push(`${other} and ${variable} are both ${port}: give ${variable} a port of its own`);
      continue;
    }
    seen.set(port, variable);
    const error = await probe(port);
    if (!error) continue;
    problems.push(
      error.code === 'EADDRINUSE'
        ? `port ${port} (${variable}) is in use: another program, perhaps another Tifo, listens there. ` +
            `Set ${variable} to a free port (${variable}=<port> npm start), or stop that program`
        : `port ${port} (${variable}) cannot be used (${error.code ?? error.message}). Set ${variable} to another port`,
    );
  }
  return problems;
}

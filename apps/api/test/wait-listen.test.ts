import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForListen } from '../../../scripts/wait-listen.mjs';

// How `npm start` waits for a service (scripts/wait-listen.mjs): as long as the process lives, saying so; it
// gives up only when the process has ended.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A node process that listens on `port` after `delayMs`, or exits with `exitCode` first. */
function service(port: number, delayMs: number, exitCode?: number) {
  const code =
    exitCode === undefined
      ? `setTimeout(() => require('net').createServer().listen(${port}, '127.0.0.1'), ${delayMs})`
      : `setTimeout(() => process.exit(${exitCode}), ${delayMs})`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const ended = new Promise<string>((resolve) => child.once('exit', (c) => resolve(`exited with code ${c}`)));
  return { child, ended };
}

describe('waitForListen', () => {
  it('waits for a slow service however long it takes, and says that it waits', async () => {
    const port = await freePort();
    const slow = service(port, 2500);
    const lines: string[] = [];
    try {
      const started = Date.now();
      await waitForListen({
        name: 'api',
        port,
        log: (line) => lines.push(line),
        ended: slow.ended,
        hint: '; first start',
        remindEveryMs: 500,
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatch(
        new RegExp(`^still waiting for the api to listen on port ${port} \\(\\d+ s so far; first start\\)$`),
      );
    } finally {
      slow.child.kill();
    }
  }, 20_000);

  it('gives up when the service ends before it listened, saying how it ended', async () => {
    const port = await freePort();
    const failing = service(port, 300, 3);
    await expect(
      waitForListen({ name: 'messaging service', port, log: () => undefined, ended: failing.ended }),
    ).rejects.toThrow(`messaging service exited with code 3 before it listened on port ${port}`);
  }, 20_000);
});

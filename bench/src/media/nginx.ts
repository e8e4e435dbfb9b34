// The baseline: Debian's nginx serving the media service's own HLS folder (the same playlists and segments
// ffmpeg writes), one worker, sendfile, no access log: what an operator would put in front of the files.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { descendants } from './proc';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A running nginx. */
export interface Nginx {
  port: number;
  /** The master and its workers. */
  pids(): number[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function config(dir: string, hlsDir: string, port: number): string {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  return `${runAsRoot}
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
  server {
    listen 127.0.0.1:${port};
    location /live/ {
      alias ${hlsDir}/;
      add_header Access-Control-Allow-Origin *;
      location ~ \\.m3u8$ { add_header Cache-Control no-cache; add_header Access-Control-Allow-Origin *; }
    }
  }
}
`;
}

/** Starts nginx on a free loopback port, or returns null when it is not installed. */
export async function startNginx(workDir: string, hlsDir: string): Promise<Nginx | null> {
  if (!existsSync(NGINX_BINARY)) return null;
  const dir = path.join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, hlsDir, port));
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) break;
    if (child.exitCode !== null || Date.now() > until)
      throw new Error('nginx did not start (see its error.log)');
    await new Promise((r) => setTimeout(r, 100));
  }
  const master = child.pid!;
  return {
    port,
    pids: () => [master, ...descendants(master)],
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

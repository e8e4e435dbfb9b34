import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object of the fake bucket. */
export interface FakeObject {
  body: Buffer;
  contentType: string;
}

/**
 * A minimal in-process stand-in for an S3-compatible endpoint (path-style PUT, HEAD, GET with a single range and DELETE of objects) for the
 * bucket mode's tests. It does NOT check signatures, checksums or policies: it shows what the API sends and reads,
 * not that a real bucket accepts it (README: what was and was not run against a real bucket).
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: string[];
  close(): Promise<void>;
}> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    requests.push(`${req.method} ${path}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type'] ?? ''),
        });
        res.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      const object = objects.get(path);
      if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
        return;
      }
      if (!object) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no such key</Message></Error>');
        return;
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      const headers = { 'Content-Type': object.contentType, 'Content-Length': body.length };
      res.writeHead(range ? 206 : 200, headers).end(req.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

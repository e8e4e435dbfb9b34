import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One stored object of the fake bucket. */
export interface FakeObject {
  body: Buffer;
  contentType: string;
}

/** The fake's STS: the AssumeRole calls it got, and how many more it answers with an error. */
export interface FakeSts {
  calls: Array<{ form: URLSearchParams; authorization: string }>;
  failures: number;
}

/**
 * A minimal in-process stand-in for an S3-compatible endpoint (path-style PUT, HEAD, GET with a single range and DELETE of objects, and an STS AssumeRole at the root) for the
 * bucket mode's tests. It does NOT check signatures, checksums or policies: it shows what the API sends and reads,
 * not that a real bucket accepts it (README: what was and was not run against a real bucket).
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: string[];
  sts: FakeSts;
  close(): Promise<void>;
}> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const sts: FakeSts = { calls: [], failures: 0 };
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    requests.push(`${req.method} ${path}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && path === '/') {
        const form = Buffer.concat(chunks).toString();
        sts.calls.push({
          form: new URLSearchParams(form),
          authorization: String(req.headers.authorization ?? ''),
        });
        if (sts.failures > 0) {
          sts.failures -= 1;
          res
            .writeHead(500, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>InternalError</Code></Error>');
          return;
        }
        const expiration = new Date(Date.now() + 900_000).toISOString();
        res
          .writeHead(200, { 'Content-Type': 'text/xml' })
          .end(
            '<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>ASIATEMPORARY</AccessKeyId>' +
              '<SecretAccessKey>temporary-secret</SecretAccessKey><SessionToken>session-token</SessionToken>' +
              `<Expiration>${expiration}</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`,
          );
        return;
      }
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
    sts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

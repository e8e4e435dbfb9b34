import { createHash, createHmac } from 'node:crypto';

/** Temporary credentials from an STS AssumeRole. */
export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** Unix seconds. */
  expiration: number;
}

/** Where and as whom to ask for temporary credentials. */
export interface StsTarget {
  /** AWS STS (`https://sts.amazonaws.com`) or an S3-compatible server's (MinIO answers AssumeRole at its root). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The role to assume (AWS needs one; MinIO ignores it). */
  roleArn: string;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS Signature Version 4 headers for a request whose only headers are the form content type, host and date. */
export function signSigV4(
  target: Pick<StsTarget, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: 'GET' | 'POST'; url: URL; body: string; service: string },
  now: Date,
): Record<string, string> {
  const { url } = request;
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
    host: url.host,
    'x-amz-date': amzDate,
  };
  const signed = Object.keys(headers).sort();
  const rfc3986 = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    url.pathname || '/',
    query,
    ...signed.map((name) => `${name}:${headers[name]}`),
    '',
    signed.join(';'),
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${target.region}/${request.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${target.secretAccessKey}`, day);
  for (const part of [target.region, request.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${target.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
  };
}

function tag(xml: string, name: string): string {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
}

/**
 * AssumeRole with an inline policy that narrows the role to `policy` (the effective rights are the intersection),
 * for `seconds` (STS's minimum is 900).
 */
export async function assumeRole(
  target: StsTarget,
  sessionName: string,
  policy: object,
  seconds: number,
  now: Date,
): Promise<TemporaryCredentials> {
  const url = new URL(target.endpoint.endsWith('/') ? target.endpoint : `${target.endpoint}/`);
  const body = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: target.roleArn,
    RoleSessionName: sessionName,
    Policy: JSON.stringify(policy),
    DurationSeconds: String(seconds),
  }).toString();
  const res = await fetch(url, {
    method: 'POST',
    headers: signSigV4(target, { method: 'POST', url, body, service: 'sts' }, now),
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const xml = await res.text();
  if (!res.ok)
    throw new Error(`STS ${res.status}: ${tag(xml, 'Code') || 'error'} ${tag(xml, 'Message')}`.trim());
  const credentials = {
    accessKeyId: tag(xml, 'AccessKeyId'),
    secretAccessKey: tag(xml, 'SecretAccessKey'),
    sessionToken: tag(xml, 'SessionToken'),
    expiration: Math.floor(Date.parse(tag(xml, 'Expiration')) / 1000),
  };
  if (!credentials.accessKeyId || !credentials.secretAccessKey || !Number.isFinite(credentials.expiration)) {
    throw new Error('STS answered without credentials');
  }
  return credentials;
}

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A new stream key: 160 random bits, URL- and RTMP-path-safe. */
export function newStreamKey(): string {
  return `sk_${randomBytes(20).toString('hex')}`;
}

/** The lookup hash of a key (the key itself is never a lookup column). */
export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tifo-live', 'stream-key-sealing', 32));
}

/** Seals a key with AES-256-GCM under a key derived from MEDIA_SECRET: a leaked table alone shows no keys. */
export function sealStreamKey(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Opens a sealed key; null when the secret changed since it was sealed (the caller issues a new key). */
export function openStreamKey(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import sharp from 'sharp';
import { startFakeS3 } from './fake-s3';
import type { PresignedUpload, UploadInfo } from './service';
import { jpeg, mp4 } from './test-helpers';

// No bucket is reachable here: this checks the presigned URL the S3 mode hands out (host, path, the signed
// headers, expiry, credential scope), not an upload to a real bucket (README: what was and was not run).
describe('storage on an S3-compatible bucket: the presigned PUT', { timeout: 30_000 }, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabases[0]!, {
      env: {
        STORAGE_S3_ENDPOINT: 'http://minio.test:9000',
        STORAGE_S3_BUCKET: 'tifo-uploads',
        STORAGE_S3_REGION: 'eu-west-1',
        STORAGE_S3_ACCESS_KEY_ID: 'AKIATESTKEY',
        STORAGE_S3_SECRET_ACCESS_KEY: 'test-secret-key',
        STORAGE_S3_PUBLIC_URL: 'https://cdn.test/tifo-uploads',
      },
    });
    token = (await registerUser(t, '13900000011', 'secret123', {}, '10.9.1.1')).data.token;
  });
  afterAll(async () => t?.close());

  it('signs the key, content type and exact length for the bucket host; serves from the public URL', async () => {
    const answer = await t.post<PresignedUpload>('/api/config/getTempKeysForMinio', {
      token,
      key: 'photo.png',
      size: 12345,
    });
    expect(answer.status).toBe(0);
    const put = new URL(answer.data.put_url);
    expect(put.host).toBe('minio.test:9000');
    expect(put.pathname).toBe(`/tifo-uploads/${answer.data.key}`);
    expect(put.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(put.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(put.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIATESTKEY\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(put.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data.url).toBe(`https://cdn.test/tifo-uploads/${answer.data.key}`);
    expect(answer.data).toMatchObject({ content_type: 'image/png', max_size: 12345 });
    // No local object route in bucket mode.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/storage/object/${answer.data.key}` })).statusCode,
    ).toBe(404);
  });

  it('needs the size (a bucket signs the exact length) and keeps the spec limits', async () => {
    const noSize = await t.post('/api/config/getTempKeysForMinio', { token, key: 'a.png' });
    expect(noSize.code).toBe('INVALID_INPUT');
    const big = await t.post('/api/config/getTempKeysForMinio', {
      token,
      key: 'a.mp4',
      file_type: 'video',
      size: 100 * 1024 * 1024 + 1,
    });
    expect(big.code).toBe('UPLOAD_VIDEO_SIZE');
    const cos = await t.post('/webapi/config/getTempKeysForCos', { token });
    expect(cos.code).toBe('COS_NOT_CONFIGURED');
  });
});

// The bucket mode's flow against an in-process fake endpoint that stores what it is sent and checks no signature:
// the client's PUT to the presigned URL, then completeUpload reading the object back (GetObject), writing the image
// sizes (PutObject) and deleting refused bytes (DeleteObject).
describe('storage on an S3-compatible bucket: complete against a fake endpoint', { timeout: 30_000 }, () => {
  let t: TestApp;
  let token: string;
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3();
    t = await startTestApp(testDatabases[0]!, {
      env: {
        STORAGE_S3_ENDPOINT: fake.endpoint,
        STORAGE_S3_STS_ENDPOINT: fake.endpoint,
        STORAGE_S3_REGION: 'eu-west-1',
        STORAGE_S3_BUCKET: 'tifo',
        STORAGE_S3_ACCESS_KEY_ID: 'AKIATESTKEY',
        STORAGE_S3_SECRET_ACCESS_KEY: 'test-secret-key',
      },
    });
    token = (await registerUser(t, '13900000012', 'secret123', {}, '10.9.1.2')).data.token;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function upload(bytes: Buffer, name: string, type: string): Promise<PresignedUpload> {
    const answer = await t.post<PresignedUpload>('/api/config/getTempKeysForMinio', {
      token,
      key: name,
      size: bytes.length,
    });
    expect(answer.status).toBe(0);
    const res = await fetch(answer.data.put_url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': type },
    });
    expect(res.status).toBe(200);
    return answer.data;
  }

  it('reads the object back, writes the large and thumbnail pictures beside it', async () => {
    const presigned = await upload(await jpeg(1000, 1600), 'tall.jpg', 'image/jpeg');
    expect(fake.objects.get(`/tifo/${presigned.key}`)?.contentType).toBe('image/jpeg');
    fake.requests.length = 0;
    const done = await t.post<UploadInfo>('/api/storage/complete', { token, key: presigned.key });
    expect(done.status).toBe(0);
    expect(done.data.url).toBe(`${fake.endpoint}/tifo/${presigned.key}`);
    expect(done.data.large).toMatchObject({ width: 720, height: 1152 });
    expect(done.data.thumb).toMatchObject({ width: 198, height: 317 });
    const thumb = fake.objects.get(`/tifo/${presigned.key.replace('.jpg', '_thumb.jpg')}`);
    expect(thumb?.contentType).toBe('image/jpeg');
    const meta = await sharp(thumb!.body).metadata();
    expect([meta.width, meta.height]).toEqual([198, 317]);
    // Size by HEAD, type by a ranged GET of the head, the picture by a whole GET, two PUTs of the sizes.
    expect(fake.requests.map((r) => r.split(' ')[0])).toEqual(['HEAD', 'GET', 'GET', 'PUT', 'PUT']);
  });

  it('makes a video snapshot from the downloaded object', async () => {
    const video = mp4()!;
    const answer = await t.post<PresignedUpload>('/api/config/getTempKeysForMinio', {
      token,
      key: 'clip.mp4',
      file_type: 'video',
      size: video.length,
    });
    await fetch(answer.data.put_url, {
      method: 'PUT',
      body: new Uint8Array(video),
      headers: { 'Content-Type': 'video/mp4' },
    });
    const done = await t.post<UploadInfo>('/api/storage/complete', { token, key: answer.data.key });
    expect(done.data).toMatchObject({ second: 1, snapshot: { width: 320, height: 240 } });
    expect(fake.objects.get(`/tifo/${answer.data.key.replace('.mp4', '_snap.jpg')}`)?.contentType).toBe(
      'image/jpeg',
    );
  });

  it("getTempKeysForCos: STS credentials limited to the user's prefix, asked again once after a failure", async () => {
    fake.sts.failures = 1;
    const answer = await t.post<Record<string, unknown>>('/webapi/config/getTempKeysForCos', { token });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({
      credentials: {
        tmpSecretId: 'ASIATEMPORARY',
        tmpSecretKey: 'temporary-secret',
        sessionToken: 'session-token',
      },
      bucket: 'tifo',
      region: 'eu-west-1',
    });
    const { startTime, expiredTime, directory } = answer.data as {
      startTime: number;
      expiredTime: number;
      directory: string;
    };
    expect(expiredTime - startTime).toBeGreaterThanOrEqual(890);
    expect(directory).toMatch(/^u\/\d+\/$/);
    expect(fake.sts.calls).toHaveLength(2);
    const call = fake.sts.calls[1]!;
    expect(call.form.get('Action')).toBe('AssumeRole');
    expect(call.form.get('DurationSeconds')).toBe('900');
    const policy = JSON.parse(call.form.get('Policy')!) as {
      Statement: Array<{ Action: string[]; Resource: string[] }>;
    };
    expect(policy.Statement).toEqual([
      { Effect: 'Allow', Action: ['s3:PutObject'], Resource: [`arn:aws:s3:::tifo/${directory}*`] },
    ]);
    expect(call.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/eu-west-1\/sts\/aws4_request, /,
    );
    fake.sts.failures = 2;
    expect((await t.post('/webapi/config/getTempKeysForCos', { token })).code).toBe('COS_CREDENTIALS_FAILED');
  });

  it('deletes an object whose bytes are not the announced type', async () => {
    const presigned = await upload(Buffer.from('plain text, not a png'), 'fake.png', 'image/png');
    const done = await t.post('/api/storage/complete', { token, key: presigned.key });
    expect(done.code).toBe('UPLOAD_IMAGE_TYPE');
    expect(fake.objects.has(`/tifo/${presigned.key}`)).toBe(false);
    expect(fake.requests).toContain(`DELETE /tifo/${presigned.key}`);
    const missing = await t.post('/api/storage/complete', { token, key: presigned.key });
    expect(missing.code).toBe('UPLOAD_NOT_FOUND');
  });
});

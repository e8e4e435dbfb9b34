import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/account-helpers';
import { testDatabases } from '../../../test/databases';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { PresignedUpload, UploadInfo } from './service';
import { jpeg, mp4, png } from './test-helpers';

interface Envelope<T> {
  status: number;
  code?: string;
  data: T;
}

for (const database of testDatabases) {
  describe(`storage on local disk (${database.name})`, { timeout: 60_000 }, () => {
    let t: TestApp;
    const clock = { now: Date.parse('2026-11-24T12:00:00Z') };
    let alice: { id: number; token: string };
    let bob: { id: number; token: string };

    beforeAll(async () => {
      t = await startTestApp(database, { now: () => clock.now });
      alice = (await registerUser(t, '13900000001', 'secret123', {}, '10.9.0.1')).data;
      bob = (await registerUser(t, '13900000002', 'secret123', {}, '10.9.0.2')).data;
    });
    afterAll(async () => t?.close());

    async function presign(body: Record<string, unknown>, token = alice.token) {
      return t.post<PresignedUpload>('/api/config/getTempKeysForMinio', {
        uid: 1,
        platform: 'h5',
        token,
        ...body,
      });
    }
    function put(url: string, body: Buffer | string, contentType: string) {
      return t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
    }
    async function complete(key: string, token = alice.token) {
      return t.post<UploadInfo>('/api/storage/complete', { key, token });
    }

    it('needs a login and makes the key itself, under the user', async () => {
      expect((await t.post('/api/config/getTempKeysForMinio', { key: 'a.jpg' })).status).toBe(2);
      const answer = await presign({ key: '../../etc/passwd.jpg' });
      expect(answer.status).toBe(0);
      expect(answer.data.key).toMatch(new RegExp(`^u/${alice.id}/image/[0-9a-f]{32}\\.jpg$`));
      expect(answer.data.url).toBe(`/api/storage/object/${answer.data.key}`);
      expect(answer.data.put_url.startsWith(`${answer.data.url}?`)).toBe(true);
      expect(answer.data.content_type).toBe('image/jpeg');
      expect(answer.data.expired_time).toBe(clock.now / 1000 + 900);
    });

    it('stores a good PUT and makes the large and thumbnail sizes (shorter sides 720 and 198)', async () => {
      const { data } = await presign({ key: 'photo.JPG' });
      const bytes = await jpeg(1600, 1000);
      const res = await put(data.put_url, bytes, 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const done = await complete(data.key);
      expect(done.status).toBe(0);
      expect(done.data).toMatchObject({
        width: 1600,
        height: 1000,
        size: bytes.length,
        content_type: 'image/jpeg',
      });
      expect(done.data.large).toMatchObject({ width: 1152, height: 720 });
      expect(done.data.thumb).toMatchObject({ width: 317, height: 198 });
      const thumb = await t.app.inject({ method: 'GET', url: done.data.thumb!.url });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(thumb.headers['cache-control']).toContain('immutable');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([317, 198]);
      // A picture already small keeps its own URL for the sizes it does not exceed.
      const small = await presign({ key: 'small.png' });
      expect((await put(small.data.put_url, await png(400, 300), 'image/png')).statusCode).toBe(200);
      const smallDone = await complete(small.data.key);
      expect(smallDone.data.large?.url).toBe(small.data.url);
      expect(smallDone.data.thumb).toMatchObject({ width: 264, height: 198 });
      expect(smallDone.data.thumb!.url).toMatch(/_thumb\.png$/);
    });

    it('refuses a forged signature, another content type, an expired URL and a second PUT', async () => {
      const { data } = await presign({ key: 'x.png' });
      const bytes = await png(10, 10);
      const forgedMax = data.put_url.replace(/max=\d+/, 'max=999999999');
      const forged = await put(forgedMax, bytes, 'image/png');
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('UPLOAD_SIGNATURE_INVALID');
      const otherKey = data.put_url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
      expect((await put(otherKey, bytes, 'image/png')).statusCode).toBe(403);
      expect((await put(data.put_url, bytes, 'image/gif')).statusCode).toBe(403);
      expect((await put(data.put_url, bytes, 'image/png')).statusCode).toBe(200);
      const again = await put(data.put_url, bytes, 'image/png');
      expect([again.statusCode, again.json().code]).toEqual([409, 'UPLOAD_EXISTS']);

      // Two PUTs of one URL at once: exactly one is stored.
      const race = await presign({ key: 'race.png' });
      const both = await Promise.all([
        put(race.data.put_url, await png(30, 30), 'image/png'),
        put(race.data.put_url, await png(40, 40), 'image/png'),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

      const late = await presign({ key: 'late.png' });
      clock.now += 901_000;
      const expired = await put(late.data.put_url, bytes, 'image/png');
      expect([expired.statusCode, expired.json().code]).toEqual([403, 'UPLOAD_EXPIRED']);
    });

    it('checks the type by the bytes, not the name', async () => {
      const { data } = await presign({ key: 'fake.png' });
      const res = await put(data.put_url, 'this is not a picture at all', 'image/png');
      expect([res.statusCode, res.json().code]).toEqual([415, 'UPLOAD_IMAGE_TYPE']);
      // A JPEG announced as PNG is refused too: the served type must be the real one.
      const res2 = await put(data.put_url, await jpeg(20, 20), 'image/png');
      expect(res2.statusCode).toBe(415);
      const svg = await presign({ key: 'icon.svg', content_type: 'image/svg+xml' });
      expect(svg.code).toBe('UPLOAD_IMAGE_TYPE');
      const video = await presign({ key: 'clip.avi', file_type: 'video' });
      expect(video.code).toBe('UPLOAD_VIDEO_TYPE');
    });

    it('enforces the spec size limits when signing and while streaming', async () => {
      expect((await presign({ key: 'big.jpg', size: 20 * 1024 * 1024 + 1 })).code).toBe('UPLOAD_IMAGE_SIZE');
      expect((await presign({ key: 'a.mp3', file_type: 'audio', size: 21 * 1024 * 1024 })).code).toBe(
        'UPLOAD_AUDIO_SIZE',
      );
      expect((await presign({ key: 'a.zip', file_type: 'file', size: 101 * 1024 * 1024 })).code).toBe(
        'UPLOAD_FILE_SIZE',
      );
      expect((await presign({ key: 'a.mp4', file_type: 'video', size: 0 })).code).toBe('UPLOAD_FILE_EMPTY');
      const { data } = await presign({ key: 'huge.jpg' });
      const head = await jpeg(8, 8);
      const oversize = Buffer.concat([head, Buffer.alloc(20 * 1024 * 1024)]);
      const res = await put(data.put_url, oversize, 'image/jpeg');
      expect([res.statusCode, res.json().code]).toEqual([413, 'UPLOAD_IMAGE_SIZE']);
      // Without a Content-Length (chunked) the stream itself is cut at the limit.
      const { Readable } = await import('node:stream');
      const chunked = await t.app.inject({
        method: 'PUT',
        url: data.put_url,
        payload: Readable.from([oversize.subarray(0, 10 * 1024 * 1024), oversize.subarray(10 * 1024 * 1024)]),
        headers: { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
      });
      expect(chunked.statusCode).toBe(413);
      expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
    });

    it('serves Range requests (206, suffix, 416) and refuses paths that are not keys', async () => {
      const { data } = await presign({ key: 'doc.pdf', file_type: 'file' });
      const body = Buffer.from('%PDF-1.4 0123456789abcdefghij');
      expect((await put(data.put_url, body, 'application/octet-stream')).statusCode).toBe(200);
      const part = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=9-18' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 9-18/${body.length}`);
      expect(part.body).toBe('0123456789');
      expect(part.headers['content-disposition']).toBe('attachment');
      expect(part.headers['content-type']).toBe('application/octet-stream');
      const tail = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=-4' } });
      expect([tail.statusCode, tail.body]).toEqual([206, 'ghij']);
      const beyond = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=999-' } });
      expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${body.length}`]);
      const whole = await t.app.inject({ method: 'GET', url: data.url });
      // Past the API's 2 MB JSON body limit: a PUT streams to disk under the kind's own limit.
      const big = await presign({ key: 'big.bin', file_type: 'file' });
      const bytes = Buffer.alloc(5 * 1024 * 1024, 7);
      expect((await put(big.data.put_url, bytes, 'application/octet-stream')).statusCode).toBe(200);
      const back = await t.app.inject({ method: 'GET', url: big.data.url });
      expect(back.rawPayload.equals(bytes)).toBe(true);
      expect([whole.statusCode, whole.headers['accept-ranges']]).toEqual([200, 'bytes']);
      for (const bad of ['../../../etc/passwd', 'u/1/image/..%2f..%2f.storage-secret', '%2e%2e/tifo.db']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/storage/object/${bad}` })).statusCode).toBe(
          404,
        );
      }
    });

    it("completes only the user's own uploads and answers COS honestly", async () => {
      const { data } = await presign({ key: 'mine.png' });
      await put(data.put_url, await png(50, 50), 'image/png');
      expect((await complete(data.key, bob.token)).code).toBe('UPLOAD_NOT_FOUND');
      expect((await complete('u/1/image/../../x.png')).code).toBe('UPLOAD_NOT_FOUND');
      const cos = await t.post('/webapi/config/getTempKeysForCos', { token: alice.token });
      expect(cos.code).toBe('COS_NOT_CONFIGURED');
    });

    it('makes a video snapshot and reads its duration', async () => {
      const video = mp4();
      expect(video, 'ffmpeg (Debian or @ffmpeg-installer) makes the test clip').not.toBeNull();
      const { data } = await presign({ key: 'clip.mp4', file_type: 'video', size: video!.length });
      expect((await put(data.put_url, video!, 'video/mp4')).statusCode).toBe(200);
      const done = await complete(data.key);
      expect(done.status).toBe(0);
      expect(done.data.second).toBe(1);
      expect(done.data.snapshot).toMatchObject({ width: 320, height: 240 });
      const snap = await t.app.inject({ method: 'GET', url: done.data.snapshot!.url });
      expect([snap.statusCode, snap.headers['content-type']]).toEqual([200, 'image/jpeg']);
    });

    it('limits how often one user asks for upload URLs', async () => {
      const carol = (await registerUser(t, '13900000003', 'secret123', {}, '10.9.0.3')).data;
      const answers: Envelope<unknown>[] = [];
      for (let i = 0; i < 31; i += 1) answers.push(await presign({ key: `${i}.png` }, carol.token));
      expect(answers.slice(0, 30).every((a) => a.status === 0)).toBe(true);
      expect(answers[30]!.code).toBe('TOO_MANY_REQUESTS');
    });
  });
}

import { ELEM_TYPE } from '@tifo/protocol';
import type { MessageElement } from '@tifo/protocol';
import type { Message } from '../model/message';
import { describe, expect, it } from 'vitest';
import { fileOf, fillElement, nameOf, pendingElement } from './file-element';
import { attachUpload, filterBeforeSend, hasPendingUpload, uploadBeforeSend } from './pending';
import { PluginRegistry } from './registry';
import type { UploadRequest, UploadResult } from './types';

class FakeUpload {
  async upload(request: UploadRequest): Promise<UploadResult> {
    return { url: `https://s/${request.name}`, size: request.file.size };
  }
}

/** The shape of Tencent's tim-upload-plugin: a COS client, no `upload(request)`. */
class TencentLikeUploadPlugin {
  uploadFile(): void {}
}

/** The SDK's own path in these tests: records what it was asked to upload. */
function builtIn() {
  const asked: string[] = [];
  return {
    asked,
    async upload(request: UploadRequest): Promise<UploadResult> {
      asked.push(request.name);
      return { url: `https://own/${request.name}`, size: request.file.size };
    },
  };
}

describe('registerPlugin slots', () => {
  it('takes the class (as Tencent examples pass it) or an instance, and ignores unknown names', () => {
    const registry = new PluginRegistry(builtIn());
    registry.register({ 'tim-upload-plugin': FakeUpload, 'some-other-plugin': {} });
    expect(registry.upload).toBeInstanceOf(FakeUpload);
    const instance = new FakeUpload();
    registry.register({ 'tim-upload-plugin': instance });
    expect(registry.upload).toBe(instance);
    registry.register({ 'tim-upload-plugin': { notUpload: true } });
    expect(registry.upload).toBe(instance);
    registry.register(null);
    const filter = { filter: (text: string) => ({ text, found: false }) };
    registry.register({ 'tim-profanity-filter-plugin': filter });
    expect(registry.profanity).toBe(filter);
  });
});

describe('who uploads', () => {
  it("is the SDK itself without a plugin, and with Tencent's tim-upload-plugin registered", async () => {
    const own = builtIn();
    const registry = new PluginRegistry(own);
    expect(registry.uploader).toBe(own);
    registry.register({ 'tim-upload-plugin': TencentLikeUploadPlugin });
    expect(registry.upload).toBeNull();
    expect(registry.uploader).toBe(own);
    const message = {
      elements: [pendingElement('image', new Blob(['x'], { type: 'image/png' }))],
      status: 'unSend',
    } as unknown as Message;
    attachUpload(message, { file: new Blob(['x']), name: 'a.png', kind: 'image', onProgress: undefined });
    await uploadBeforeSend(registry, message);
    expect(own.asked).toEqual(['a.png']);
    // A plugin of ours still takes over.
    const mine = new FakeUpload();
    registry.register({ 'tim-upload-plugin': mine });
    expect(registry.uploader).toBe(mine);
  });
});

describe('file message elements', () => {
  it('checks select, type, empty and size like Tencent, by the file', () => {
    expect(() => pendingElement('image', null)).toThrow(expect.objectContaining({ code: 2251 }));
    expect(() => pendingElement('file', null)).toThrow(expect.objectContaining({ code: 2401 }));
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect(() => pendingElement('image', svg)).toThrow(expect.objectContaining({ code: 2252 }));
    const avi = new Blob(['x'], { type: 'video/x-msvideo' });
    expect(() => pendingElement('video', avi)).toThrow(expect.objectContaining({ code: 2352 }));
    expect(() => pendingElement('audio', new Blob([]))).toThrow(expect.objectContaining({ code: 2108 }));
    const big = { size: 21 * 1024 * 1024, type: 'audio/mpeg' } as Blob;
    expect(() => pendingElement('audio', big)).toThrow(expect.objectContaining({ code: 2301 }));
  });

  it("reads Tencent's <input> form and names a Blob by its type", () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(fileOf({ files: [file] })).toBe(file);
    expect(fileOf('nope')).toBeNull();
    expect(nameOf(new Blob(['x'], { type: 'video/quicktime' }))).toBe('upload.mov');
    expect(nameOf(file)).toBe('a.png');
  });

  it('fills the image sizes and the video snapshot from the upload', () => {
    const image = pendingElement('image', new Blob(['x'], { type: 'image/png' }));
    const original = { url: 'https://s/o.png', width: 1600, height: 1000, size: 1 };
    fillElement(image, {
      ...original,
      large: { url: 'https://s/l.png', width: 1152, height: 720, size: 9 },
      thumb: { url: 'https://s/t.png', width: 317, height: 198, size: 3 },
    });
    expect(image.type).toBe(ELEM_TYPE.IMAGE);
    const infos = image.type === ELEM_TYPE.IMAGE ? image.content.imageInfoArray : [];
    expect(infos.map((i) => [i.type, i.url, i.width])).toEqual([
      [0, 'https://s/o.png', 1600],
      [1, 'https://s/l.png', 1152],
      [2, 'https://s/t.png', 317],
    ]);
    const video = pendingElement('video', new Blob(['x'], { type: 'video/mp4' }));
    fillElement(video, {
      url: 'https://s/v.mp4',
      size: 1,
      second: 3,
      snapshot: { url: 'https://s/v.jpg', width: 320, height: 240, size: 5 },
    });
    expect(video.content).toMatchObject({
      videoUrl: 'https://s/v.mp4',
      videoSecond: 3,
      thumbUrl: 'https://s/v.jpg',
      thumbWidth: 320,
    });
  });
});

describe('before the send command', () => {
  function messageOf(element: MessageElement): Message {
    return { elements: [element], payload: element.content, status: 'unSend' } as unknown as Message;
  }

  it('retries a video upload once, other kinds not at all; a failure leaves the message failed', async () => {
    let calls = 0;
    const registry = new PluginRegistry(builtIn());
    registry.register({
      'tim-upload-plugin': {
        async upload(request: UploadRequest): Promise<UploadResult> {
          calls += 1;
          if (calls === 1) throw new Error('connection reset');
          return { url: 'https://s/v.mp4', size: request.file.size, second: 2 };
        },
      },
    });
    const video = messageOf(pendingElement('video', new Blob(['x'], { type: 'video/mp4' })));
    attachUpload(video, { file: new Blob(['x']), name: 'v.mp4', kind: 'video', onProgress: undefined });
    await uploadBeforeSend(registry, video);
    expect(calls).toBe(2);
    expect(video.payload).toMatchObject({ videoUrl: 'https://s/v.mp4', videoSecond: 2 });
    expect(hasPendingUpload(video)).toBe(false);

    calls = 0;
    const file = messageOf(pendingElement('file', new Blob(['x'])));
    attachUpload(file, { file: new Blob(['x']), name: 'a.bin', kind: 'file', onProgress: undefined });
    await expect(uploadBeforeSend(registry, file)).rejects.toMatchObject({ code: 2400 });
    expect([calls, file.status, hasPendingUpload(file)]).toEqual([1, 'fail', true]);
  });

  it('applies the profanity filter: replaced words go out, unreplaced ones refuse the send (3123)', async () => {
    const registry = new PluginRegistry(builtIn());
    registry.register({
      'tim-profanity-filter-plugin': {
        filter: (text: string) =>
          text.includes('bad')
            ? { text: text.replace('bad', '***'), found: true }
            : { text, found: text === 'worse' },
      },
    });
    const text = (value: string) => messageOf({ type: ELEM_TYPE.TEXT, content: { text: value } });
    const replaced = text('a bad word');
    await filterBeforeSend(registry, replaced);
    expect(replaced.payload).toEqual({ text: 'a *** word' });
    await expect(filterBeforeSend(registry, text('worse'))).rejects.toMatchObject({ code: 3123 });
    // Not a message: left for messages.send to refuse with its own code.
    await expect(filterBeforeSend(registry, {} as Message)).resolves.toBeUndefined();
    await expect(uploadBeforeSend(registry, null as unknown as Message)).resolves.toBeUndefined();
    const clean = text('hello');
    await filterBeforeSend(registry, clean);
    expect(clean.payload).toEqual({ text: 'hello' });
  });
});

import { ELEM_TYPE } from '@tifo/protocol';
import { describe, expect, it } from 'vitest';
import { fileOf, fillElement, nameOf, pendingElement } from './file-element';
import { PluginRegistry } from './registry';
import type { UploadRequest, UploadResult } from './types';

class FakeUpload {
  async upload(request: UploadRequest): Promise<UploadResult> {
    return { url: `https://s/${request.name}`, size: request.file.size };
  }
}

describe('registerPlugin slots', () => {
  it('takes the class (as Tencent examples pass it) or an instance, and ignores unknown names', () => {
    const registry = new PluginRegistry();
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

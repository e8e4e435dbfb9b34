import { describe, expect, it } from 'vitest';
import { assertMediaSecret, loadConfig } from '../../config';
import { streamSource } from './stream-source';

describe('live configuration', () => {
  it('refuses to start without MEDIA_SECRET outside development and tests', () => {
    expect(() => assertMediaSecret({ NODE_ENV: 'production' })).toThrow(/MEDIA_SECRET/);
    expect(() => assertMediaSecret({})).toThrow(/MEDIA_SECRET/);
    expect(() => assertMediaSecret({ NODE_ENV: 'production', MEDIA_SECRET: 's' })).not.toThrow();
    expect(() => assertMediaSecret({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => assertMediaSecret({ NODE_ENV: 'test' })).not.toThrow();
  });

  it('defaults the media URL to PORT+2 and the templates to /media, all overridable', () => {
    const live = loadConfig({ PORT: '3700', MEDIA_SECRET: 's' }).live;
    expect(live.mediaUrl).toBe('http://127.0.0.1:3702');
    expect(live.demoMax).toBe(8);
    const cdn = loadConfig({
      MEDIA_SECRET: 's',
      LIVE_FLV_URL_TEMPLATE: 'https://cdn.example/live/{stream}.flv',
      LIVE_HLS_URL_TEMPLATE: 'https://cdn.example/hls/{stream}.m3u8',
      LIVE_DEMO_MAX: '2',
    }).live;
    expect(cdn.demoMax).toBe(2);
    const source = streamSource(cdn, 'room-4');
    expect(source.url).toBe('https://cdn.example/live/room-4.flv');
    expect(source.livestream_source.SD.hls).toBe('https://cdn.example/hls/room-4_sd.m3u8');
  });

  it('moves relative HLS URLs to the site pull domain when one is set', () => {
    const live = loadConfig({ MEDIA_SECRET: 's' }).live;
    const source = streamSource(live, 'room-4', 'hls.example.com');
    expect(source.hls_url).toBe('https://hls.example.com/media/live/room-4/index.m3u8');
    expect(source.url).toBe('/media/live/room-4.flv');
  });
});

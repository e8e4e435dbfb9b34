import { describe, expect, it } from 'vitest';
import type { StreamSource } from '../types';
import { bootStreamUrl, readRoomBoot, type BootContext, type RoomBootData } from './boot-data';
import { ROOM_BOOT_ID } from './page-ids';

const stream: StreamSource = {
  url: '/media/live/room-1.flv',
  hls_url: '/media/live/room-1/index.m3u8',
  default_quality: 'HD',
  livestream_source: {
    HD: { flv: '/media/live/room-1.flv', hls: '/media/live/room-1/index.m3u8' },
    SD: { flv: '/media/live/room-1_sd.flv', hls: '/media/live/room-1_sd/index.m3u8' },
  },
  cover: '',
};
const data: RoomBootData = {
  anchorid: 7,
  stream,
  live_play_ad: { enable: 0, image: '' },
  room_video_play_sec: 300,
  room_video_play_flogin_sec: 1800,
};
const guest: BootContext = { anchorId: 7, engine: 'flv', watch: { seconds: 0, loggedInOnce: false } };

describe('bootStreamUrl', () => {
  it("starts the opening quality's FLV for this room on an FLV browser", () => {
    expect(bootStreamUrl(data, guest)).toBe('/media/live/room-1.flv');
    expect(bootStreamUrl({ ...data, stream: { ...stream, default_quality: 'SD' } }, guest)).toBe(
      '/media/live/room-1_sd.flv',
    );
  });

  it('leaves another room, another engine and a pre-roll to the app', () => {
    expect(bootStreamUrl(data, { ...guest, anchorId: 8 })).toBeNull();
    expect(bootStreamUrl(data, { ...guest, engine: 'hls' })).toBeNull();
    expect(bootStreamUrl(data, { ...guest, engine: undefined })).toBeNull();
    expect(bootStreamUrl({ ...data, live_play_ad: { enable: 1, image: '/ad.png' } }, guest)).toBeNull();
    // A pre-roll switched off or without a picture is none.
    expect(bootStreamUrl({ ...data, live_play_ad: { enable: 1, image: '' } }, guest)).not.toBeNull();
  });

  it('holds back a guest whose watching time is up on this device, by the limit that applies', () => {
    expect(bootStreamUrl(data, { ...guest, watch: { seconds: 299, loggedInOnce: false } })).not.toBeNull();
    expect(bootStreamUrl(data, { ...guest, watch: { seconds: 300, loggedInOnce: false } })).toBeNull();
    expect(bootStreamUrl(data, { ...guest, watch: { seconds: 300, loggedInOnce: true } })).not.toBeNull();
    expect(bootStreamUrl(data, { ...guest, watch: { seconds: 1800, loggedInOnce: true } })).toBeNull();
    // No limit configured: nobody is held back.
    const open = { ...data, room_video_play_sec: 0, room_video_play_flogin_sec: 0 };
    expect(bootStreamUrl(open, { ...guest, watch: { seconds: 99_999, loggedInOnce: true } })).not.toBeNull();
  });
});

describe('readRoomBoot', () => {
  const page = (text: string | null) => {
    document.head.innerHTML = '';
    if (text === null) return document;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = ROOM_BOOT_ID;
    block.textContent = text;
    document.head.appendChild(block);
    return document;
  };

  it('reads what the API writes', () => {
    expect(readRoomBoot(page(JSON.stringify(data)))).toEqual(data);
  });

  it('takes nothing from a page without it or with something else in it', () => {
    expect(readRoomBoot(page(null))).toBeNull();
    for (const text of ['', '{', 'null', '[]', '{"anchorid":"7"}', JSON.stringify({ ...data, stream: null })])
      expect(readRoomBoot(page(text)), text).toBeNull();
    expect(readRoomBoot(page(JSON.stringify({ ...data, stream: { url: '/a.flv' } })))).toBeNull();
  });
});

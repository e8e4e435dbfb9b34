import type AVPacket from 'node-media-server/src/core/avpacket.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import { describe, expect, it } from 'vitest';
import { parseLoop } from './loop';

function tag(codecType: number, dts: number, data: number[]): Buffer {
  const packet: AVPacket = {
    codec_id: 0,
    codec_type: codecType,
    flags: 0,
    pts: dts,
    dts,
    size: data.length,
    data: Buffer.from(data),
  };
  return Flv.createMessage(packet);
}

// An FLV as ffmpeg writes a loop file: onMetaData (with the file's duration), codec headers, then media.
const AAC_HEADER = [0xaf, 0x00, 0x14, 0x08];
const AAC_FRAME = [0xaf, 0x01, 0x21];
const AVC_HEADER = [0x17, 0x00, 0, 0, 0, 1];
const AVC_KEY = [0x17, 0x01, 0, 0, 0, 9];
const AVC_FRAME = [0x27, 0x01, 0, 0, 0, 9];
const file = Buffer.concat([
  Flv.createHeader(true, true),
  tag(18, 0, [0x02, 0x00, 0x0a, ...Buffer.from('onMetaData')]),
  tag(9, 0, AVC_HEADER),
  tag(8, 0, AAC_HEADER),
  tag(8, 0, AAC_FRAME),
  tag(9, 64, AVC_KEY),
  tag(8, 64, AAC_FRAME),
  tag(9, 131, AVC_FRAME),
  tag(8, 128, AAC_FRAME),
]);

describe('parseLoop', () => {
  it('keeps the codec headers, drops the file metadata (its duration would end a live player), times media from 0', () => {
    const loop = parseLoop(file);
    expect(loop.headers.map((p) => [p.codec_type, p.flags])).toEqual([
      [9, 2],
      [8, 0],
    ]);
    expect(loop.media.some((p) => p.codec_type === 18)).toBe(false);
    expect(loop.media.map((p) => [p.codec_type, p.dts])).toEqual([
      [8, 0],
      [9, 64],
      [8, 64],
      [8, 128],
      [9, 131],
    ]);
    // The next round starts one frame after each kind's last packet, the later of the two.
    expect(loop.durationMs).toBe(Math.ceil(Math.max(131 + 67, 128 + 64)));
  });

  it('gives each packet its own bytes (the parser reuses one buffer)', () => {
    const loop = parseLoop(file);
    expect(loop.media.map((p) => p.data[0])).toEqual([0xaf, 0x17, 0xaf, 0xaf, 0x27]);
  });

  it('refuses a file without a keyframe', () => {
    expect(() => parseLoop(Buffer.concat([Flv.createHeader(true, false), tag(8, 0, AAC_FRAME)]))).toThrow(
      'no keyframe',
    );
  });
});

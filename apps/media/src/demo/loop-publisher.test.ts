import type AVPacket from 'node-media-server/src/core/avpacket.js';
import { describe, expect, it } from 'vitest';
import type { LiveStream } from '../hub/live-stream';
import type { DemoLoop } from './loop';
import { LoopPublisher } from './loop-publisher';

function packet(codecType: number, flags: number, dts: number): AVPacket {
  return {
    codec_id: codecType === 9 ? 7 : 10,
    codec_type: codecType,
    flags,
    pts: dts,
    dts,
    size: 1,
    data: Buffer.alloc(1),
  };
}

// A 1 s loop: video at 0 (key), 500; audio at 250, 750.
const LOOP: DemoLoop = {
  headers: [packet(9, 2, 0), packet(8, 0, 0)],
  media: [packet(9, 3, 0), packet(8, 1, 250), packet(9, 1, 500), packet(8, 1, 750)],
  durationMs: 1000,
};

function recordingStream(): { stream: LiveStream; sent: AVPacket[] } {
  const sent: AVPacket[] = [];
  return { stream: { push: (p: AVPacket) => sent.push(p) } as unknown as LiveStream, sent };
}

describe('LoopPublisher', () => {
  it('sends the headers and the first keyframe at once, then each packet when its time comes', () => {
    let now = 10_000;
    const publisher = new LoopPublisher(
      LOOP,
      () => undefined,
      () => now,
    );
    const { stream, sent } = recordingStream();
    publisher.start(stream);
    expect(sent.map((p) => [p.flags, p.dts])).toEqual([
      [2, 0],
      [0, 0],
      [3, 0],
    ]);
    now += 600;
    publisher.tick();
    expect(sent.slice(3).map((p) => p.dts)).toEqual([250, 500]);
    publisher.close('ended');
  });

  it('carries timestamps on from round to round, so the stream never goes back in time', () => {
    let now = 0;
    const publisher = new LoopPublisher(
      LOOP,
      () => undefined,
      () => now,
    );
    const { stream, sent } = recordingStream();
    publisher.start(stream);
    for (now = 0; now <= 3000; now += 100) publisher.tick();
    const media = sent.slice(2);
    expect(media.map((p) => p.dts)).toEqual([
      0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000,
    ]);
    expect(media.filter((p) => p.flags === 3).map((p) => p.dts)).toEqual([0, 1000, 2000, 3000]);
    publisher.close('ended');
  });

  it('stops sending once closed and reports its end once', () => {
    let now = 0;
    const ends: string[] = [];
    const publisher = new LoopPublisher(
      LOOP,
      (reason) => ends.push(reason),
      () => now,
    );
    const { stream, sent } = recordingStream();
    publisher.start(stream);
    publisher.close('kicked');
    publisher.close('ended');
    now = 5000;
    publisher.tick();
    expect(sent).toHaveLength(3);
    expect(ends).toEqual(['kicked']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ViewerBook } from './viewers';

describe('ViewerBook: viewers are distinct addresses, not sockets or requests', () => {
  const books: ViewerBook[] = [];
  const book = () => {
    const b = new ViewerBook(15_000);
    books.push(b);
    return b;
  };
  afterEach(() => books.splice(0).forEach((b) => b.close()));

  it('counts 400 FLV connections from one address as one viewer, and frees it with the last', () => {
    const b = book();
    const leaves = Array.from({ length: 400 }, () => b.flvJoin('room-1', '198.51.100.7'));
    b.flvJoin('room-1', '203.0.113.5');
    expect(b.count('room-1')).toEqual({ flv: 2, hls: 0 });
    leaves.slice(1).forEach((leave) => leave());
    expect(b.total('room-1')).toBe(2);
    leaves[0]!();
    expect(b.total('room-1')).toBe(1);
  });

  it('counts 300 playlist requests from one address as one viewer', () => {
    const b = book();
    for (let i = 0; i < 300; i++) b.hlsSeen('room-2', '198.51.100.7');
    b.hlsSeen('room-2', '203.0.113.5');
    expect(b.count('room-2')).toEqual({ flv: 0, hls: 2 });
  });

  it('counts an address that plays FLV and reads HLS once', () => {
    const b = book();
    b.flvJoin('room-3', '198.51.100.7');
    b.hlsSeen('room-3', '198.51.100.7');
    b.hlsSeen('room-3', '203.0.113.5');
    expect(b.count('room-3')).toEqual({ flv: 1, hls: 1 });
    expect(b.total('room-3')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatLine } from './chat-types';
import { ROW_LINE_PX, ROW_PAD_PX, rowHeight, RowSizer } from './row-size';

describe('chat row heights', () => {
  it('one line when the text fits, one more per wrapped line', () => {
    expect(rowHeight(100, 366)).toBe(ROW_PAD_PX + ROW_LINE_PX);
    expect(rowHeight(400, 366)).toBe(ROW_PAD_PX + 2 * ROW_LINE_PX);
    expect(rowHeight(0, 366)).toBe(ROW_PAD_PX + ROW_LINE_PX);
    // Before the list's width is known: one line.
    expect(rowHeight(1000, 0)).toBe(ROW_PAD_PX + ROW_LINE_PX);
  });

  it('a long text row is taller than a short one; enter lines and notices are one line', () => {
    const sizer = new RowSizer(() => false);
    const text = (id: string, body: string): ChatLine => ({
      kind: 'text',
      id,
      uid: '1',
      nick: 'fan',
      text: body,
      own: false,
    });
    const short = sizer.size(text('a', 'hi'), 366);
    const long = sizer.size(text('b', '好'.repeat(40)), 366);
    expect(short).toBe(ROW_PAD_PX + ROW_LINE_PX);
    expect(long).toBeGreaterThan(short);
    expect(sizer.size({ kind: 'notice', id: 'n', key: 'tips', values: {} }, 366)).toBe(28);
  });
});

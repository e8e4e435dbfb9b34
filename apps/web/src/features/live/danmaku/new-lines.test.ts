import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../chat/chat-types';
import { MAX_ON_SCREEN } from './lanes';
import { newTextLines } from './new-lines';

const text = (id: string): ChatLine => ({ kind: 'text', id, uid: '1', nick: 'n', text: id, own: false });
const notice: ChatLine = { kind: 'notice', id: 'n1', key: 'tips', values: {} };

describe('danmaku: new lines', () => {
  it('are the texts not seen before, in order; notices never fly', () => {
    const first = newTextLines(new Set(), [text('a'), notice]);
    expect(first.fresh.map((l) => l.id)).toEqual(['a']);
    const next = newTextLines(first.ids, [text('a'), notice, text('b'), text('c')]);
    expect(next.fresh.map((l) => l.id)).toEqual(['b', 'c']);
  });

  it('remember only the current list (lines trimmed off the top are forgotten)', () => {
    const { ids } = newTextLines(new Set(['old', 'a']), [text('a'), text('b')]);
    expect([...ids]).toEqual(['a', 'b']);
  });

  it('density caps the comments on screen, more for a denser setting', () => {
    expect(MAX_ON_SCREEN.low).toBeLessThan(MAX_ON_SCREEN.normal);
    expect(MAX_ON_SCREEN.normal).toBeLessThan(MAX_ON_SCREEN.high);
  });
});

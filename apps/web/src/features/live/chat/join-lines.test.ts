import { describe, expect, it } from 'vitest';
import type { ChatLine, Entrant } from './chat-types';
import { JOIN_WINDOW_MS, addEntrant, addLeaver } from './join-lines';

const who = (uid: string, extra: Partial<Entrant> = {}): Entrant => ({
  uid,
  nick: `n${uid}`,
  level: 3,
  vip: false,
  role: 'member',
  ...extra,
});

describe('enter lines', () => {
  it('merges entrants within the window into "X and N others"', () => {
    let lines: ChatLine[] = [];
    lines = addEntrant(lines, who('1'), 0, 'a');
    for (let i = 2; i <= 24; i++) lines = addEntrant(lines, who(String(i)), i * 100, `x${i}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'joins', id: 'a', others: 23, last: { uid: '24' } });
  });

  it('the latest entrant carries the badges', () => {
    const lines = addEntrant(addEntrant([], who('1'), 0, 'a'), who('2', { level: 30 }), 10, 'b');
    expect(lines[0]).toMatchObject({ last: { uid: '2', level: 30 } });
  });

  it("gives a VIP's entry one line of its own, which nobody merges into", () => {
    let lines = addEntrant([], who('1'), 0, 'a');
    lines = addEntrant(lines, who('2', { vip: true }), 10, 'b');
    lines = addEntrant(lines, who('3'), 20, 'c');
    expect(lines.map((l) => (l.kind === 'joins' ? [l.last.uid, l.others] : null))).toEqual([
      ['1', 0],
      ['2', 0],
      ['3', 0],
    ]);
  });

  it('starts a new line after the window or after another line', () => {
    let lines = addEntrant([], who('1'), 0, 'a');
    lines = addEntrant(lines, who('2'), JOIN_WINDOW_MS, 'b');
    expect(lines).toHaveLength(2);
    lines = [...lines, { kind: 'notice', id: 'n', key: 'tips', values: {} }];
    lines = addEntrant(lines, who('3'), JOIN_WINDOW_MS + 1, 'c');
    expect(lines).toHaveLength(4);
  });

  it('one user entering twice counts once', () => {
    const lines = addEntrant(addEntrant([], who('1'), 0, 'a'), who('1'), 5, 'b');
    expect(lines[0]).toMatchObject({ others: 0 });
  });

  it('leaves count in the open line and make no line alone', () => {
    expect(addLeaver([], 0)).toEqual([]);
    const lines = addLeaver(addEntrant([], who('1'), 0, 'a'), 100);
    expect(lines[0]).toMatchObject({ left: 1 });
    expect(addLeaver(lines, JOIN_WINDOW_MS + 1)).toBe(lines);
  });
});

import { describe, expect, it } from 'vitest';
import { countByStatus, filterMatches, isStatusFilter, matchesStatus } from './filters';

const list = [
  { id: 'f-wait', sport_id: 1, status: 1 },
  { id: 'f-live', sport_id: 1, status: 4 },
  { id: 'f-ht', sport_id: 1, status: 3 },
  { id: 'f-done', sport_id: 1, status: 8 },
  { id: 'b-wait', sport_id: 2, status: 1 },
  { id: 'b-live', sport_id: 2, status: 8 },
  { id: 'b-done', sport_id: 2, status: 10 },
];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('filters', () => {
  it('all keeps everything in order', () => {
    expect(ids(filterMatches(list, { status: 'all', sport: 0 }))).toEqual(ids(list));
    expect(filterMatches(list, {})).toHaveLength(list.length);
  });
  it('finished uses each sport own final status', () => {
    expect(ids(filterMatches(list, { status: 'finished' }))).toEqual(['f-done', 'b-done']);
  });
  it('unfinished is the complement of finished', () => {
    expect(ids(filterMatches(list, { status: 'unfinished' }))).toEqual([
      'f-wait',
      'f-live',
      'f-ht',
      'b-wait',
      'b-live',
    ]);
  });
  it('waiting and inplay', () => {
    expect(ids(filterMatches(list, { status: 'waiting' }))).toEqual(['f-wait', 'b-wait']);
    expect(ids(filterMatches(list, { status: 'inplay' }))).toEqual(['f-live', 'f-ht', 'b-live']);
  });
  it('sport 1 and 2 select one sport, 0 both', () => {
    expect(ids(filterMatches(list, { sport: 1, status: 'inplay' }))).toEqual(['f-live', 'f-ht']);
    expect(ids(filterMatches(list, { sport: 2 }))).toEqual(['b-wait', 'b-live', 'b-done']);
  });
  it('counts per filter', () => {
    expect(countByStatus(list)).toEqual({ all: 7, finished: 2, unfinished: 5, waiting: 2, inplay: 3 });
  });
  it('abnormal statuses are unfinished but neither waiting nor in play', () => {
    const postponed = { sport_id: 1, status: 9 };
    expect(matchesStatus(postponed, 'unfinished')).toBe(true);
    expect(matchesStatus(postponed, 'waiting')).toBe(false);
    expect(matchesStatus(postponed, 'inplay')).toBe(false);
  });
  it('recognises filter names', () => {
    expect(isStatusFilter('inplay')).toBe(true);
    expect(isStatusFilter('live')).toBe(false);
    expect(isStatusFilter(3)).toBe(false);
  });
});

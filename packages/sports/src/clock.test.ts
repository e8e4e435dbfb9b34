import { describe, expect, it } from 'vitest';
import {
  basketballClock,
  basketballRemaining,
  footballClock,
  footballMinute,
  formatMinSec,
  matchClock,
} from './clock';

const KO = 1_700_000_000; // unix seconds
const at = (minutes: number, seconds = 0): number => (KO + minutes * 60 + seconds) * 1000;
const fb = (status: number) => ({ sport_id: 1, status, time: KO, kickoff_time: KO });

describe('football clock', () => {
  it('first half: minutes since kickoff plus 1', () => {
    expect(footballMinute(fb(2), at(0, 10))).toBe(1);
    expect(footballMinute(fb(2), at(12, 59))).toBe(13);
    expect(footballClock(fb(2), at(12, 59))).toBe("13'");
  });
  it('caps the first half at 45+', () => {
    expect(footballMinute(fb(2), at(46))).toBe(47);
    expect(footballClock(fb(2), at(46))).toBe("45+'");
  });
  it('half time shows 45 / HT', () => {
    expect(footballMinute(fb(3), at(60))).toBe(45);
    expect(footballClock(fb(3), at(60))).toBe('HT');
  });
  it('second half: minutes since the second-half kickoff plus 46', () => {
    expect(footballMinute(fb(4), at(0))).toBe(46);
    expect(footballMinute(fb(4), at(20, 30))).toBe(66);
    expect(footballClock(fb(4), at(44))).toBe("90'");
    expect(footballClock(fb(4), at(47))).toBe("90+'");
  });
  it('other in-play statuses show 90+', () => {
    expect(footballMinute(fb(5), at(100))).toBe(90);
    expect(footballClock(fb(5), at(100))).toBe("90+'");
    expect(footballClock(fb(7), at(100))).toBe("90+'");
  });
  it('is empty when not live, and never negative before kickoff', () => {
    expect(footballMinute(fb(1), at(10))).toBeNull();
    expect(footballMinute(fb(8), at(10))).toBeNull();
    expect(footballClock(fb(8), at(10))).toBe('');
    expect(footballMinute(fb(2), at(-3))).toBe(1);
  });
  it('falls back to the scheduled time without a kickoff time', () => {
    expect(footballMinute({ sport_id: 1, status: 2, time: KO }, at(5))).toBe(6);
  });
});

describe('basketball clock', () => {
  const bb = (status: number, left: number) => ({
    sport_id: 2,
    status,
    time: KO,
    kickoff_time: KO,
    period_remaining_time: left,
  });
  it('counts down while the timer runs', () => {
    expect(basketballRemaining(bb(4, 600), at(1, 5))).toBe(535);
    expect(basketballClock(bb(4, 600), at(1, 5))).toEqual({
      period: 2,
      remaining: '8:55',
      running: true,
      break: false,
    });
    expect(matchClock(bb(4, 600), at(1, 5))).toBe('Q2 8:55');
  });
  it('never goes below zero', () => {
    expect(basketballRemaining(bb(8, 30), at(5))).toBe(0);
  });
  it('freezes during breaks', () => {
    expect(basketballRemaining(bb(5, 0), at(5))).toBe(0);
    expect(basketballClock(bb(3, 0), at(5))).toMatchObject({ period: 1, running: false, break: true });
    expect(matchClock(bb(7, 0), at(5))).toBe('Q3');
  });
  it('shows overtime', () => {
    expect(matchClock(bb(9, 300), at(0, 1))).toBe('OT 4:59');
  });
  it('is null when not live', () => {
    expect(basketballClock(bb(1, 600), at(0))).toBeNull();
    expect(basketballClock(bb(10, 0), at(0))).toBeNull();
    expect(matchClock(bb(10, 0), at(0))).toBe('');
  });
  it('formats m:ss', () => {
    expect(formatMinSec(0)).toBe('0:00');
    expect(formatMinSec(725.9)).toBe('12:05');
  });
});

import { describe, expect, it } from 'vitest';
import { compareSurface, readTencentSurface } from './surface';

describe('public surface against tim-js-sdk 2.27.6', () => {
  it('reads the reference: 115 methods (111 declared + 4 of the runtime table), 26 events, 104 TYPES', () => {
    const theirs = readTencentSurface();
    expect(theirs.hasCreate).toBe(true);
    expect(theirs.methods.size).toBe(115);
    expect(theirs.events.size).toBe(26);
    expect(theirs.types.size).toBe(104);
    expect(theirs.types.get('READ_ALL_MSG')).toBe('readAllMessage');
  });

  it('has every method, event and TYPES constant with the same values (the list of differences is empty)', () => {
    const report = compareSurface();
    expect(report.differences).toEqual([]);
  }, 60_000);
});

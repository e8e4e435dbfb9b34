import { describe, expect, it } from 'vitest';
import { flagCodeOfEmoji, flagUrl } from './flags';

describe('flags', () => {
  it('reads country and subdivision flag emoji', () => {
    expect(flagCodeOfEmoji('🇧🇷')).toBe('br');
    expect(flagCodeOfEmoji('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('gb-eng');
    expect(flagCodeOfEmoji('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('gb-sct');
    expect(flagCodeOfEmoji('⚽')).toBe('');
  });

  it('points at the API flag route', () => {
    expect(flagUrl('gb-eng')).toBe('/api/sports/flag/gb-eng.svg');
  });
});

import { describe, expect, it } from 'vitest';
import { flagCodeOfEmoji } from './flag-emoji';

describe('flagCodeOfEmoji', () => {
  it('reads country and subdivision flag emoji', () => {
    expect(flagCodeOfEmoji('🇧🇷')).toBe('br');
    expect(flagCodeOfEmoji('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('gb-eng');
    expect(flagCodeOfEmoji('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('gb-sct');
    expect(flagCodeOfEmoji('⚽')).toBe('');
  });
});

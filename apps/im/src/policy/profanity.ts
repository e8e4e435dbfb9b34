import { ImError } from '../errors';

/** The profanity filter: a configurable lexicon; `reject` answers 3123, `replace` masks each hit with `*`. */
export class ProfanityFilter {
  private readonly pattern: RegExp | null;
  constructor(
    readonly words: string[],
    readonly mode: 'reject' | 'replace',
  ) {
    const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).filter(Boolean);
    this.pattern = escaped.length ? new RegExp(escaped.join('|'), 'giu') : null;
  }

  /** Returns the text to keep (masked in replace mode) or throws 3123 in reject mode. */
  apply(text: string): string {
    if (!this.pattern || !this.pattern.test(text)) return text;
    this.pattern.lastIndex = 0;
    if (this.mode === 'reject') throw new ImError('PROFANITY_FOUND');
    return text.replace(this.pattern, (hit) => '*'.repeat([...hit].length));
  }
}

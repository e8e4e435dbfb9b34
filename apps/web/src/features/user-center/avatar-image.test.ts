import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, fitWithin, isImageFile } from './avatar-image';

describe('avatar image rules (spec 5)', () => {
  it('accepts image files only', () => {
    expect(isImageFile(new Blob(['x'], { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new Blob(['x'], { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new Blob(['x'], { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new Blob(['x']))).toBe(false);
  });

  it('fits within 1200x1200 keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000, AVATAR_MAX_SIDE)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 5000, AVATAR_MAX_SIDE)).toEqual({ width: 240, height: 1200 });
    expect(fitWithin(640, 480, AVATAR_MAX_SIDE)).toEqual({ width: 640, height: 480 });
  });
});

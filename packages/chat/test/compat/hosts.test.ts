import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage } from '../package/pack';
import { hostFiles, stageHosts, timTypes, typeCheck } from './hosts';

// Host files written against tim-js-sdk 2.27.6 compile against it, and, with only their import line
// changed, against the built types of @tifo/chat (dist/index.d.ts, as a host installing the package gets).
let dist: string;
let staged: ReturnType<typeof stageHosts>;

beforeAll(async () => {
  dist = await buildPackage();
  staged = stageHosts();
}, 180_000);

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  if (staged?.original[0]) rmSync(dirname(staged.original[0]), { recursive: true, force: true });
});

describe('hosts written for tim-js-sdk compile against @tifo/chat', () => {
  it('covers the typical host and every area of issue 12', () => {
    expect(hostFiles()).toEqual([
      'communities.ts',
      'conversations.ts',
      'friends.ts',
      'groups.ts',
      'messages.ts',
      'profiles.ts',
      'typical.ts',
    ]);
  });

  it('the built declaration file is valid on its own (checked, not skipped)', () => {
    const ts = typeCheck([join(dist, 'index.d.ts')], { 'tim-js-sdk': timTypes() });
    expect(ts).toEqual([]);
  }, 60_000);

  it('every host compiles against tim-js-sdk as written', () => {
    expect(typeCheck(staged.original, { 'tim-js-sdk': timTypes() })).toEqual([]);
  }, 60_000);

  for (const file of hostFiles()) {
    it(`${file} compiles against @tifo/chat with only the import line changed`, () => {
      const target = staged.retargeted.find((f) => f.endsWith(`tifo-${file}`));
      expect(target).toBeDefined();
      const errors = typeCheck([target!], {
        'tim-js-sdk': timTypes(),
        '@tifo/chat': join(dist, 'index.d.ts'),
      });
      expect(errors).toEqual([]);
    }, 60_000);
  }
});

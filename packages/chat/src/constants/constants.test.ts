import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Chat, EVENT, TYPES, VERSION } from '../index';

describe('constants', () => {
  it('READ_ALL_MSG has the Tencent value (it was readAll)', () => {
    expect(TYPES.READ_ALL_MSG).toBe('readAllMessage');
    expect(Chat.TYPES.READ_ALL_MSG).toBe('readAllMessage');
  });

  it('VERSION is on the class and the module, equal to package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
    expect(Chat.VERSION).toBe(VERSION);
  });

  it('keeps the spec-named alias and the SDK_RELOAD event', () => {
    expect(EVENT.NETWORK_STATE_CHANGED).toBe(EVENT.NET_STATE_CHANGE);
    expect(EVENT.SDK_RELOAD).toBe('sdkReload');
    expect(TYPES.GRP_PROFILE_OWNER_ID).toBe('ownerID');
  });
});

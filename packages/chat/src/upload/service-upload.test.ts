import { describe, expect, it } from 'vitest';
import { Session } from '../session';

// Issue 28, 1.2: where the SDK's own uploads go without a plugin, and with what authority.
describe('the upload authority of a session', () => {
  it("is the login's user and signature, sent to the messaging server's origin unless uploadServer says", async () => {
    const viaApi = new Session({ SDKAppID: 1400000001, server: 'wss://fans.example/im' });
    expect(viaApi.uploadAuthority()).toEqual({ base: 'https://fans.example', userID: '', userSig: '' });
    const apart = new Session({
      SDKAppID: 1400000001,
      server: 'ws://10.0.0.5:3001/im',
      uploadServer: 'https://api.fans.example',
    });
    expect(apart.uploadAuthority().base).toBe('https://api.fans.example');
    await Promise.all([viaApi.destroy(), apart.destroy()]);
  });
});

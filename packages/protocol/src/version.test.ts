import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, protocolVersionOf, withProtocolVersion } from './version';

describe('protocol versions', () => {
  it('take a client that names none, or nonsense, as version 1', () => {
    for (const named of [
      undefined,
      null,
      '',
      'abc',
      '0',
      '-2',
      '1.5',
      0,
      1.5,
      Number.NaN,
      '1e3',
      ' 2',
      {},
      [],
    ])
      expect(protocolVersionOf(named)).toBe(1);
  });

  it('speak the version a client names, up to ours', () => {
    expect(protocolVersionOf('1')).toBe(1);
    expect(protocolVersionOf(2)).toBe(Math.min(2, PROTOCOL_VERSION));
    expect(protocolVersionOf('999999')).toBe(PROTOCOL_VERSION);
  });

  it('add ours to a socket address, keeping its query and fragment', () => {
    expect(withProtocolVersion('ws://h/im')).toBe(`ws://h/im?v=${PROTOCOL_VERSION}`);
    expect(withProtocolVersion('wss://h/im?x=1')).toBe(`wss://h/im?x=1&v=${PROTOCOL_VERSION}`);
    expect(withProtocolVersion('/im#a')).toBe(`/im?v=${PROTOCOL_VERSION}#a`);
  });
});

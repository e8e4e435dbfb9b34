import { describe, expect, it } from 'vitest';
import { engineOrder } from './pick-engine';

describe('engineOrder', () => {
  it('prefers FLV where MSE exists, then hls.js, then native HLS', () => {
    expect(engineOrder({ mse: true, nativeHls: false, ios: false })).toEqual(['flv', 'hls']);
    expect(engineOrder({ mse: true, nativeHls: true, ios: false })).toEqual(['flv', 'hls', 'native']);
  });

  it('plays HLS natively on iOS', () => {
    expect(engineOrder({ mse: true, nativeHls: true, ios: true })).toEqual(['native']);
  });

  it('falls back to native HLS without MSE, and to nothing when neither exists', () => {
    expect(engineOrder({ mse: false, nativeHls: true, ios: false })).toEqual(['native']);
    expect(engineOrder({ mse: false, nativeHls: false, ios: false })).toEqual([]);
  });

  it('moves a preferred engine first only when the browser has it', () => {
    expect(engineOrder({ mse: true, nativeHls: false, ios: false }, 'hls')).toEqual(['hls', 'flv']);
    expect(engineOrder({ mse: false, nativeHls: true, ios: false }, 'flv')).toEqual(['native']);
  });
});

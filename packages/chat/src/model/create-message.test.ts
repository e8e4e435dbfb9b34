import { describe, expect, it } from 'vitest';
import type { ChatError } from '../core/errors';
import {
  audioElement,
  buildMessage,
  customElement,
  faceElement,
  fileElement,
  imageElement,
  locationElement,
  textElement,
  videoElement,
} from './create-message';
import { messageKey } from './message';

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    return (error as ChatError).code;
  }
  return undefined;
}

const MB = 1024 * 1024;

describe('create message validation (spec 5)', () => {
  it('builds an unsent C2C text message with a local ID', () => {
    const m = buildMessage(
      'alice',
      { to: 'bob', conversationType: 'C2C', payload: {} },
      textElement({ text: 'hi' }),
    );
    expect(m).toMatchObject({
      conversationID: 'C2Cbob',
      status: 'unSend',
      flow: 'out',
      type: 'TIMTextElem',
      payload: { text: 'hi' },
    });
    expect(m.ID.startsWith('alice-')).toBe(true);
  });

  it('rejects empty text, missing to and a bad conversation type with 2100', () => {
    expect(codeOf(() => textElement({ text: '' }))).toBe(2100);
    expect(
      codeOf(() => buildMessage('a', { to: '', conversationType: 'C2C', payload: {} }, customElement({}))),
    ).toBe(2100);
    expect(
      codeOf(() =>
        buildMessage('a', { to: 'b', conversationType: '@TIM#SYSTEM', payload: {} }, customElement({})),
      ),
    ).toBe(2100);
  });

  it('image: 2251 without URL, 2252 bad type, 2253 too large', () => {
    expect(codeOf(() => imageElement({ url: '' }))).toBe(2251);
    expect(codeOf(() => imageElement({ url: 'http://x/a.tiff' }))).toBe(2252);
    expect(codeOf(() => imageElement({ url: 'http://x/a.png', size: 21 * MB }))).toBe(2253);
    const ok = imageElement({ url: 'http://x/a.png?v=1', width: 1440, height: 720, size: 1000 });
    expect(ok.type).toBe('TIMImageElem');
    if (ok.type === 'TIMImageElem') {
      expect(ok.content.imageInfoArray.map((i) => i.width)).toEqual([1440, 720, 198]);
    }
  });

  it('file, audio and video: 2108 without URL, size and type limits', () => {
    expect(codeOf(() => fileElement({ url: '', name: 'a', size: 1 }))).toBe(2108);
    expect(codeOf(() => fileElement({ url: 'http://x/a', name: 'a', size: 0 }))).toBe(2108);
    expect(codeOf(() => fileElement({ url: 'http://x/a', name: 'a', size: 101 * MB }))).toBe(2402);
    expect(codeOf(() => audioElement({ url: '', size: 1, second: 1 }))).toBe(2108);
    expect(codeOf(() => audioElement({ url: 'http://x/a.mp3', size: 21 * MB, second: 1 }))).toBe(2301);
    expect(codeOf(() => videoElement({ url: 'http://x/a.avi', size: 1, second: 1 }))).toBe(2352);
    expect(codeOf(() => videoElement({ url: 'http://x/a.mp4', size: 101 * MB, second: 1 }))).toBe(2351);
    expect(videoElement({ url: 'http://x/a.mp4', size: 1, second: 1 }).type).toBe('TIMVideoFileElem');
  });

  it('face and location need numbers', () => {
    expect(codeOf(() => faceElement({ index: Number.NaN, data: '' }))).toBe(2100);
    expect(codeOf(() => locationElement({ description: 'x', latitude: Number('a'), longitude: 1 }))).toBe(
      2100,
    );
    expect(locationElement({ description: 'x', latitude: 1, longitude: 2 }).content).toEqual({
      description: 'x',
      latitude: 1,
      longitude: 2,
    });
  });

  it('message key joins from, to, random, sequence and time', () => {
    expect(messageKey({ from: 'a', to: 'b', random: 7, sequence: 3, time: 100 })).toBe('a_b_7_3_100');
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH, type MessageExtensionsPush, type ReadReceiptPush, type WireMessage } from '@tifo/protocol';
import { startHarness, type Harness } from './harness';
import { codeOf, type TestClient } from './client';

let h: Harness;
let rnd = 1;
const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
const c2c = (c: TestClient, to: string, extra: Record<string, unknown> = {}) =>
  c
    .call('msg.sendC2C', { to, elements: text('poll'), random: rnd++, ...extra })
    .then((r) => r.message as WireMessage);
const gsend = (c: TestClient, groupID: string, extra: Record<string, unknown> = {}) =>
  c
    .call('msg.sendGroup', { groupID, elements: text('hello'), random: rnd++, ...extra })
    .then((r) => r.message as WireMessage);

async function group(owner: TestClient, members: string[]): Promise<string> {
  const r = await owner.call('group.create', {
    type: 'Private',
    name: 'extras',
    memberList: members.map((userID) => ({ userID })),
  });
  return r.group.groupID;
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('message extensions', () => {
  it('set, conflict by key sequence, get, delete, clear; pushed to both C2C users', async () => {
    const a = await h.client('x-a');
    const b = await h.client('x-b');
    const m = await c2c(a, 'x-b', { isSupportExtension: true });
    expect(m.isSupportExtension).toBe(true);
    const ref = { conversationID: 'C2Cx-b', sequence: m.sequence };
    const set = await a.call('msgExt.modify', {
      ...ref,
      extensionList: [{ key: 'x-a', value: 'yes', seq: 0 }],
    });
    expect(set.extensions).toEqual([{ errorCode: 0, extension: { key: 'x-a', value: 'yes', seq: 1 } }]);
    const pushed = await b.waitPush<MessageExtensionsPush>((p) => p.push === PUSH.MESSAGE_EXTENSIONS);
    expect(pushed.body).toMatchObject({
      conversationID: 'C2Cx-a',
      messageID: m.ID,
      operateType: 1,
      extensions: [{ key: 'x-a', value: 'yes', seq: 1 }],
    });
    // b writes the same key without having read it: refused with the stored value, nothing overwritten.
    const bRef = { conversationID: 'C2Cx-a', sequence: m.sequence };
    const stale = await b.call('msgExt.modify', {
      ...bRef,
      extensionList: [
        { key: 'x-a', value: 'no', seq: 0 },
        { key: 'x-b', value: 'me', seq: 0 },
      ],
    });
    expect(stale.extensions).toEqual([
      { errorCode: 23001, extension: { key: 'x-a', value: 'yes', seq: 1 } },
      { errorCode: 0, extension: { key: 'x-b', value: 'me', seq: 2 } },
    ]);
    const again = await b.call('msgExt.modify', {
      ...bRef,
      extensionList: [{ key: 'x-a', value: 'no', seq: 1 }],
    });
    expect(again.extensions[0]).toEqual({ errorCode: 0, extension: { key: 'x-a', value: 'no', seq: 3 } });
    const got = await a.call('msgExt.get', ref);
    expect(got).toMatchObject({ completeFlag: 1, globalSequence: 3, clearSequence: 0 });
    expect(got.extensions.map((e) => [e.key, e.value])).toEqual([
      ['x-b', 'me'],
      ['x-a', 'no'],
    ]);
    const del = await a.call('msgExt.modify', {
      ...ref,
      operateType: 2,
      extensionList: [{ key: 'x-b', value: '', seq: 2 }],
    });
    expect(del.extensions[0]!.errorCode).toBe(0);
    expect((await a.call('msgExt.get', ref)).extensions.find((e) => e.key === 'x-b')?.value).toBe('');
    const cleared = await a.call('msgExt.modify', { ...ref, operateType: 3 });
    expect(cleared.clearSequence).toBe(cleared.globalSequence);
    expect((await b.call('msgExt.get', bRef)).extensions).toEqual([]);
  });

  it('limits and permissions: 20 keys a call, sizes, isSupportExtension, participants and members only', async () => {
    const a = await h.client('xl-a');
    const c = await h.client('xl-c');
    const m = await c2c(a, 'xl-b', { isSupportExtension: true });
    const ref = { conversationID: 'C2Cxl-b', sequence: m.sequence };
    const many = Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v', seq: 0 }));
    expect(await codeOf(a.call('msgExt.modify', { ...ref, extensionList: many }))).toBe(60003);
    expect(
      await codeOf(
        a.call('msgExt.modify', { ...ref, extensionList: [{ key: 'k'.repeat(101), value: 'v', seq: 0 }] }),
      ),
    ).toBe(60003);
    expect(
      await codeOf(
        a.call('msgExt.modify', { ...ref, extensionList: [{ key: 'k', value: 'v'.repeat(1025), seq: 0 }] }),
      ),
    ).toBe(60003);
    expect(await codeOf(a.call('msgExt.modify', { ...ref, extensionList: [] }))).toBe(60003);
    const plain = await c2c(a, 'xl-b');
    expect(
      await codeOf(
        a.call('msgExt.modify', {
          conversationID: 'C2Cxl-b',
          sequence: plain.sequence,
          extensionList: [{ key: 'k', value: 'v' }],
        }),
      ),
    ).toBe(60003);
    // c names the conversation with a: that is c's own pair, where the message does not exist.
    expect(await codeOf(c.call('msgExt.get', { conversationID: 'C2Cxl-a', sequence: m.sequence }))).toBe(
      20009,
    );
    const groupID = await group(a, ['xl-b']);
    const gm = await gsend(a, groupID, { isSupportExtension: true });
    const gref = { conversationID: `GROUP${groupID}`, sequence: gm.sequence };
    expect(await codeOf(c.call('msgExt.get', gref))).toBe(10007);
    expect(
      await codeOf(c.call('msgExt.modify', { ...gref, extensionList: [{ key: 'k', value: 'v' }] })),
    ).toBe(10007);
    await a.call('msgExt.modify', { ...gref, extensionList: [{ key: 'k', value: 'v' }] });
    expect((await a.call('msgExt.get', gref)).extensions).toHaveLength(1);
    expect(await codeOf(a.call('msgExt.get', { ...gref, sequence: 999 }))).toBe(20009);
    expect(await codeOf(a.call('msgExt.get', { conversationID: 'nope', sequence: 1 }))).toBe(2503);
  });

  it('concurrent writers of one key: exactly one wins, the others get 23001 and the winner value', async () => {
    const owner = await h.client('xr-owner');
    const writers = await Promise.all(['xr-1', 'xr-2', 'xr-3', 'xr-4', 'xr-5'].map((u) => h.client(u)));
    const groupID = await group(owner, ['xr-1', 'xr-2', 'xr-3', 'xr-4', 'xr-5']);
    const m = await gsend(owner, groupID, { isSupportExtension: true });
    const ref = { conversationID: `GROUP${groupID}`, sequence: m.sequence };
    // The message's state row exists already: the race is on its lock, not on creating it.
    await owner.call('msgExt.modify', { ...ref, extensionList: [{ key: 'title', value: 'seats' }] });
    const results = await Promise.all(
      writers.map((w, i) =>
        w.call('msgExt.modify', { ...ref, extensionList: [{ key: 'seat', value: `w${i}`, seq: 0 }] }),
      ),
    );
    const codes = results.map((r) => r.extensions[0]!.errorCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 23001)).toHaveLength(4);
    const winner = `w${codes.indexOf(0)}`;
    for (const r of results)
      expect(r.extensions[0]!.extension).toEqual({ key: 'seat', value: winner, seq: 2 });
    const stored = await owner.call('msgExt.get', ref);
    expect(stored.extensions.find((e) => e.key === 'seat')).toEqual({ key: 'seat', value: winner, seq: 2 });
    expect(stored.globalSequence).toBe(2);
  });

  it('over frequency after 20 lookups a second', async () => {
    const a = await h.client('xf-a');
    const m = await c2c(a, 'xf-b', { isSupportExtension: true });
    const ref = { conversationID: 'C2Cxf-b', sequence: m.sequence };
    const codes = await Promise.all(
      Array.from({ length: 24 }, () => codeOf(a.call('msgExt.get', ref)).catch(() => 0)),
    );
    expect(codes.filter((c) => c === 2996).length).toBeGreaterThan(0);
  });
});

describe('group read receipt details', () => {
  it('who read and who did not, paged; the sender only; pushes read counts', async () => {
    const a = await h.client('r-a');
    const b = await h.client('r-b');
    const c = await h.client('r-c');
    const groupID = await group(a, ['r-b', 'r-c', 'r-d']);
    const conversationID = `GROUP${groupID}`;
    const m = await gsend(a, groupID, { needReadReceipt: true });
    await b.call('msg.sendReadReceipt', { conversationID, sequenceList: [m.sequence] });
    const push = await a.waitPush<ReadReceiptPush>((p) => p.push === PUSH.READ_RECEIPT);
    expect(push.body).toMatchObject({
      conversationID,
      sequenceList: [m.sequence],
      readCount: 1,
      unreadCount: 2,
    });
    const ref = { conversationID, sequence: m.sequence };
    expect(await a.call('msg.readReceiptMembers', { ...ref, filter: 0 })).toEqual({
      userIDList: ['r-b'],
      cursor: '',
      isCompleted: true,
    });
    const first = await a.call('msg.readReceiptMembers', { ...ref, filter: 1, count: 1 });
    expect(first).toEqual({ userIDList: ['r-c'], cursor: 'r-c', isCompleted: false });
    const next = await a.call('msg.readReceiptMembers', {
      ...ref,
      filter: 1,
      count: 1,
      cursor: first.cursor,
    });
    expect(next).toEqual({ userIDList: ['r-d'], cursor: '', isCompleted: true });
    const counts = await a.call('msg.readReceiptList', { conversationID, sequenceList: [m.sequence] });
    expect(counts.list[0]).toMatchObject({ readCount: 1, unreadCount: 2 });
    expect(await codeOf(b.call('msg.readReceiptMembers', ref))).toBe(10007);
    expect(await codeOf(a.call('msg.readReceiptMembers', { ...ref, count: 101 }))).toBe(60003);
    expect(await codeOf(a.call('msg.readReceiptMembers', { ...ref, filter: 2 }))).toBe(60003);
    const outsider = await h.client('r-x');
    expect(await codeOf(outsider.call('msg.readReceiptMembers', ref))).toBe(10007);
    const plain = await gsend(a, groupID);
    expect(
      await codeOf(c.call('msg.sendReadReceipt', { conversationID, sequenceList: [plain.sequence] })),
    ).toBe(2114);
  });
});

describe('merged messages over 11,264 bytes', () => {
  it('upload, send with the key, download by members only', async () => {
    const a = await h.client('m-a');
    const b = await h.client('m-b');
    const x = await h.client('m-x');
    const groupID = await group(a, ['m-b']);
    const list = Array.from({ length: 30 }, (_, i) => ({
      from: 'm-a',
      time: 1,
      elements: text(`${i} ${'long text '.repeat(50)}`),
    }));
    const { downloadKey } = await a.call('merger.upload', { messageList: list });
    expect(downloadKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await codeOf(b.call('merger.download', { downloadKey }))).toBe(2452);
    const merged = {
      type: 'TIMRelayElem',
      content: {
        title: 't',
        abstractList: ['a'],
        compatibleText: 'upgrade',
        messageNumber: 30,
        messageList: [],
        downloadKey,
      },
    };
    const sent = await a.call('msg.sendGroup', { groupID, elements: [merged], random: rnd++ });
    expect(sent.message.elements[0]).toMatchObject({
      content: { downloadKey, pluginVersion: 1, messageList: [] },
    });
    const got = await b.call('merger.download', { downloadKey });
    expect(got.messageList).toHaveLength(30);
    expect(got.messageList[0]).toMatchObject({ from: 'm-a', elements: [{ type: 'TIMTextElem' }] });
    expect(await codeOf(x.call('merger.download', { downloadKey }))).toBe(2452);
    expect(await codeOf(x.call('merger.download', { downloadKey: 'not-a-key' }))).toBe(2451);
    // A key the sender cannot read cannot be sent on.
    expect(await codeOf(x.call('msg.sendC2C', { to: 'm-b', elements: [merged], random: rnd++ }))).toBe(2451);
    // b forwards what it received to x: x may read it then.
    await b.call('msg.sendC2C', { to: 'm-x', elements: [merged], random: rnd++ });
    expect((await x.call('merger.download', { downloadKey })).messageList).toHaveLength(30);
    expect(await codeOf(a.call('merger.upload', { messageList: [] }))).toBe(60003);
    expect(await codeOf(a.call('merger.upload', { messageList: [{ from: 'm-a', elements: [] }] }))).toBe(
      60003,
    );
  });
});

describe('revoked notify', () => {
  it('a member who was away learns group revocations since a time; members only', async () => {
    const a = await h.client('v-a');
    const b = await h.client('v-b');
    const groupID = await group(a, ['v-b']);
    const before = Math.floor(Date.now() / 1000) - 1;
    const m = await gsend(a, groupID);
    await a.call('msg.revoke', { conversationID: `GROUP${groupID}`, sequence: m.sequence });
    const r = await b.call('group.revokedNotify', { groupID, beginTime: before });
    expect(r.notifyList).toEqual([expect.objectContaining({ sequence: m.sequence, revoker: 'v-a' })]);
    expect(r.nextRevokedTime).toBe(0);
    expect((await b.call('group.revokedNotify', { groupID, beginTime: before + 100 })).notifyList).toEqual(
      [],
    );
    const x = await h.client('v-x');
    expect(await codeOf(x.call('group.revokedNotify', { groupID, beginTime: 0 }))).toBe(10007);
  });
});

describe('translateText', () => {
  let fake: Server;
  let seen: unknown;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        seen = JSON.parse(body);
        const q = (seen as { q: string[] }).q;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ translatedText: q.map((t) => `[pt] ${t}`) }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('fails with 2117 and a clear message until a service is configured, then translates', async () => {
    const a = await h.client('t-a');
    const r = await a.request('msg.translateText', { sourceTextList: ['gol'], target: 'en' });
    expect(r.code).toBe(2117);
    expect(r.message).toContain('no translation service is configured');
    // The capability flag says so beforehand.
    expect((await a.call('config.commercial', {})).features).toEqual({ translate: false });
    expect(await codeOf(a.call('msg.translateText', { sourceTextList: [], target: 'en' }))).toBe(60003);
    expect(await codeOf(a.call('msg.translateText', { sourceTextList: ['x'], target: 'en; drop' }))).toBe(
      60003,
    );
    const { port } = fake.address() as AddressInfo;
    await h.restart({ translateUrl: `http://127.0.0.1:${port}/translate` });
    const t = await h.client('t-a');
    expect((await t.call('config.commercial', {})).features).toEqual({ translate: true });
    const ok = await t.call('msg.translateText', {
      sourceTextList: ['gol', 'jogo'],
      source: 'pt',
      target: 'en',
    });
    expect(ok.translatedTextList).toEqual(['[pt] gol', '[pt] jogo']);
    expect(seen).toMatchObject({ q: ['gol', 'jogo'], source: 'pt', target: 'en' });
    await h.restart({ translateUrl: 'http://127.0.0.1:1/translate' });
    const u = await h.client('t-a');
    expect(await codeOf(u.call('msg.translateText', { sourceTextList: ['gol'], target: 'en' }))).toBe(2117);
  });

  it('message extensions need the commercial ability (10016)', async () => {
    await h.restart({ purchaseBits: '0000000000', translateUrl: undefined });
    const a = await h.client('xc-a');
    const m = await c2c(a, 'xc-b', { isSupportExtension: true });
    expect(await codeOf(a.call('msgExt.get', { conversationID: 'C2Cxc-b', sequence: m.sequence }))).toBe(
      10016,
    );
  });
});

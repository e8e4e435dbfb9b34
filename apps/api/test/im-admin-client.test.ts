import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestImServer } from './im-server';
import { ImAdminClient, ImAdminError } from '../src/modules/messaging/im-admin-client';

// A cross-service test: the API's admin client against a real messaging service on a random port.
describe('messaging admin client', () => {
  let server: Awaited<ReturnType<typeof startTestImServer>>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    server = await startTestImServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('imports an account and creates a live room with a signed call', async () => {
    const client = new ImAdminClient({
      baseUrl: server.baseUrl,
      secret: 'shared',
      sdkAppID: 1400000001,
      log,
    });
    const account = await client.call<{ userID: string; nick: string }>('account/import', {
      userID: '7',
      nick: 'Ana',
    });
    expect(account).toMatchObject({ userID: '7', nick: 'Ana' });
    await client.call('group/create', {
      type: 'AVChatRoom',
      groupID: 'LIVE_SCORE_TEST',
      name: 'Live scores',
    });
    expect(
      await client.tryCall('message/group', {
        groupID: 'LIVE_SCORE_TEST',
        elements: [{ type: 'TIMCustomElem', content: { data: '{}' } }],
      }),
    ).toBe(true);
  });

  it('is refused with another secret, says the service is not its own, and reports an unreachable one with code 0', async () => {
    // What an API meets when another installation's messaging service holds its ports.
    const lines: string[] = [];
    const forged = new ImAdminClient({
      baseUrl: server.baseUrl,
      secret: 'wrong',
      sdkAppID: 1400000001,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    await expect(forged.call('account/import', { userID: '8' })).rejects.toBeInstanceOf(ImAdminError);
    await expect(forged.call('account/import', { userID: '9' })).rejects.toBeInstanceOf(ImAdminError);
    const reports = lines.map((l) => JSON.parse(l) as { level: number; msg: string; imAdminUrl: string });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ level: 50, imAdminUrl: server.baseUrl });
    expect(reports[0]!.msg).toContain("is not this API's own");
    expect(reports[0]!.msg).toContain('IM_SECRET');
    const nowhere = new ImAdminClient({
      baseUrl: 'http://127.0.0.1:1',
      secret: 'shared',
      sdkAppID: 1400000001,
      log,
      timeoutMs: 500,
    });
    await expect(nowhere.call('online', {})).rejects.toMatchObject({ code: 0 });
    expect(await nowhere.tryCall('online', {})).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '../src';
import { nextEvent, ready, startService } from './harness';

// Issue 28, 1.1: conversations carry the peer's profile and the group's, and follow their changes.
let service: Awaited<ReturnType<typeof startService>>;
let alice: Chat;
let bob: Chat;

beforeAll(async () => {
  service = await startService();
  alice = await ready(service.url, 'cp-alice');
  bob = await ready(service.url, 'cp-bob');
});
afterAll(async () => {
  for (const c of [alice, bob]) await c.destroy();
  await service.close();
});

async function conversation(chat: Chat, id: string) {
  const list = (await chat.getConversationList()).data.conversationList;
  return list.find((c) => c.conversationID === id);
}

describe('conversation profiles', () => {
  it('a C2C conversation gives the peer profile, and follows a later change (no friendship needed)', async () => {
    await alice.updateMyProfile({
      nick: 'Alice',
      avatar: 'https://img.example/alice.png',
      selfSignature: 'hi',
    });
    await alice.sendMessage(
      alice.createTextMessage({
        to: 'cp-bob',
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { text: 'hello' },
      }),
    );
    const profile = (await bob.getConversationProfile('C2Ccp-alice')).data.conversation;
    expect(profile.userProfile).toMatchObject({
      userID: 'cp-alice',
      nick: 'Alice',
      avatar: 'https://img.example/alice.png',
      selfSignature: 'hi',
      gender: 'Gender_Type_Unknown',
    });
    expect((await conversation(bob, 'C2Ccp-alice'))?.userProfile.nick).toBe('Alice');

    const updated = nextEvent(bob, Chat.EVENT.CONVERSATION_LIST_UPDATED, (list) =>
      list.some((c) => c.conversationID === 'C2Ccp-alice' && c.userProfile.nick === 'Alice 2'),
    );
    await alice.updateMyProfile({ nick: 'Alice 2' });
    await updated;
    expect((await conversation(bob, 'C2Ccp-alice'))?.userProfile.nick).toBe('Alice 2');
  });

  it('a group conversation gives the group name and avatar, and follows a rename', async () => {
    const { group } = (
      await alice.createGroup({
        type: Chat.TYPES.GRP_PUBLIC,
        name: 'Torcida',
        avatar: 'https://img.example/g.png',
        memberList: [{ userID: 'cp-bob' }],
      })
    ).data;
    const id = `GROUP${group.groupID}`;
    await alice.sendMessage(
      alice.createTextMessage({
        to: group.groupID,
        conversationType: Chat.TYPES.CONV_GROUP,
        payload: { text: 'go' },
      }),
    );
    const fetched = (await bob.getConversationProfile(id)).data.conversation;
    expect(fetched.groupProfile).toMatchObject({
      groupID: group.groupID,
      name: 'Torcida',
      avatar: 'https://img.example/g.png',
    });
    await bob.getGroupList();
    const renamed = nextEvent(bob, Chat.EVENT.CONVERSATION_LIST_UPDATED, (list) =>
      list.some((c) => c.conversationID === id && c.groupProfile.name === 'Torcida 2'),
    );
    await alice.updateGroupProfile({ groupID: group.groupID, name: 'Torcida 2' });
    await renamed;
  });
});

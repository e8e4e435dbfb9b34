import { expect } from 'vitest';
import { Chat } from '../src';
import { cuttableTransport, ready, startService } from './harness';
import { freshPgDatabase } from '../../../test-support/pg-database';

const SRC = 'AddSource_Type_Chaos';

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const sorted = (list: { userID: string }[]) => list.map((x) => x.userID).sort();

/**
 * Friends (adds at once and by application, accepts, refusals, deletes) and group members (joins, quits, the
 * owner's adds and removals) change from every client while their sockets are cut at random. Afterwards every
 * client's friend list, friend groups and applications must be exactly the service's (read by a fresh session
 * of the same user), every client must see each group's member list as the service keeps it, and the
 * service's own rows must be consistent.
 */
export async function runSocialChaos(options: { clients: number; seconds: number }): Promise<string> {
  const pgDb = await freshPgDatabase('chat_test');
  const service = await startService({
    sendRatePerSecond: 100_000,
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
  });
  const users = Array.from({ length: options.clients }, (_, i) => `sc-${i}`);
  const cuts = users.map(() => cuttableTransport());
  const chats: Chat[] = [];
  for (let i = 0; i < users.length; i += 1) {
    const chat = await ready(service.url, users[i]!, { transport: cuts[i]!.transport });
    // Half accept anyone at once, half need a confirmation (applications).
    const allowType = i % 2 ? Chat.TYPES.ALLOW_TYPE_ALLOW_ANY : Chat.TYPES.ALLOW_TYPE_NEED_CONFIRM;
    await chat.updateMyProfile({ allowType });
    chats.push(chat);
  }
  let kicks = 0;
  for (const chat of chats) chat.on(Chat.EVENT.KICKED_OUT, () => (kicks += 1));
  const groups: string[] = [];
  for (let g = 0; g < 2; g += 1) {
    const res = await chats[0]!.createGroup({
      type: 'Public',
      name: `social chaos ${g}`,
      joinOption: 'FreeAccess',
    });
    groups.push(res.data.group.groupID);
  }

  let ops = 0;
  let memberAdds = 0;
  let memberRemovals = 0;
  let failures = 0;
  let drops = 0;
  const chaos = setInterval(() => {
    const i = 1 + Math.floor(Math.random() * (users.length - 1));
    cuts[i]!.block();
    drops += 1;
    setTimeout(() => cuts[i]!.unblock(), 50 + Math.random() * 350);
  }, 120);
  const end = Date.now() + options.seconds * 1000;

  async function churn(i: number): Promise<void> {
    const chat = chats[i]!;
    const others = users.filter((u) => u !== users[i]);
    while (Date.now() < end) {
      const roll = Math.random();
      try {
        if (roll < 0.3) {
          await chat.addFriend({
            to: pick(others)!,
            source: SRC,
            groupName: Math.random() < 0.3 ? 'fav' : undefined,
          });
        } else if (roll < 0.45) {
          const friend = pick((await chat.getFriendList()).data);
          if (friend) await chat.deleteFriend({ userIDList: [friend.userID] });
        } else if (roll < 0.65) {
          const apps = (await chat.getFriendApplicationList()).data.friendApplicationList;
          const app = pick(apps.filter((a) => a.type === Chat.TYPES.SNS_APPLICATION_SENT_TO_ME));
          if (app && Math.random() < 0.75)
            await chat.acceptFriendApplication({
              userID: app.userID,
              type: Chat.TYPES.SNS_APPLICATION_AGREE_AND_ADD,
            });
          else if (app) await chat.refuseFriendApplication({ userID: app.userID });
        } else if (i === 0) {
          // The owner adds and removes members directly.
          const groupID = pick(groups)!;
          if (roll < 0.85) {
            await chat.addGroupMember({ groupID, userIDList: [pick(others)!, pick(others)!] });
            memberAdds += 1;
          } else {
            await chat.deleteGroupMember({ groupID, userIDList: [pick(others)!] });
            memberRemovals += 1;
          }
        } else if (roll < 0.85) {
          await chat.joinGroup({ groupID: pick(groups)! });
        } else {
          await chat.quitGroup(pick(groups)!);
        }
        ops += 1;
      } catch {
        failures += 1; // refused (already a friend, not a member...) or cut: the end state is compared anyway
      }
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 60));
    }
  }
  await Promise.all(chats.map((_, i) => churn(i)));
  clearInterval(chaos);
  for (const c of cuts) c.unblock();

  // The service's truth, read by a fresh session of each user (another platform: no kick).
  const truth: { friends: string[]; groups: string; apps: string }[] = [];
  for (const u of users) {
    const probe = await ready(service.url, u);
    truth.push({
      friends: sorted((await probe.getFriendList()).data),
      groups: JSON.stringify((await probe.getFriendGroupList()).data),
      apps: JSON.stringify((await probe.getFriendApplicationList()).data),
    });
    await probe.destroy();
  }
  const local = async (i: number) => ({
    friends: sorted((await chats[i]!.getFriendList()).data),
    groups: JSON.stringify((await chats[i]!.getFriendGroupList()).data),
    apps: JSON.stringify((await chats[i]!.getFriendApplicationList()).data),
  });
  // Pushes and reconnect pulls settle within a few seconds of the last cut.
  const agree = async () => {
    for (let i = 0; i < users.length; i += 1)
      if (JSON.stringify(await local(i)) !== JSON.stringify(truth[i])) return false;
    return true;
  };
  const settleEnd = Date.now() + 20_000;
  while (!(await agree()) && Date.now() < settleEnd) await new Promise((r) => setTimeout(r, 250));
  let friendsWrong = 0;
  for (let i = 0; i < users.length; i += 1) {
    const mine = await local(i);
    if (JSON.stringify(mine) !== JSON.stringify(truth[i])) {
      friendsWrong += 1;
      console.log('social chaos: client', users[i], 'local', mine, 'service', truth[i]);
    }
  }
  // Member lists: every client that is a member sees the same list, whose size is the group's memberCount.
  let membersWrong = 0;
  for (const groupID of groups) {
    const owner = (await chats[0]!.getGroupMemberList({ groupID, count: 100 })).data.memberList;
    const expected = sorted(owner);
    const profile = (await chats[0]!.getGroupProfile({ groupID })).data.group;
    if (profile.memberCount !== expected.length) membersWrong += 1;
    for (let i = 0; i < users.length; i += 1) {
      const inGroup = expected.includes(users[i]!);
      const list = (await chats[i]!.getGroupList()).data.groupList.some((g) => g.groupID === groupID);
      if (list !== inGroup) membersWrong += 1;
      if (!inGroup) continue;
      const seen = sorted((await chats[i]!.getGroupMemberList({ groupID, count: 100 })).data.memberList);
      if (JSON.stringify(seen) !== JSON.stringify(expected)) membersWrong += 1;
    }
  }
  // The service's own consistency: every add, accept and delete here is two-way, so friendships are symmetric;
  // friend-group entries are friends; no pending application runs from a user to someone already on the list.
  const db = service.ctx.db.kysely;
  const rows = await db.selectFrom('im_friends').select(['owner_id', 'friend_id']).execute();
  const pairs = new Set(rows.map((r) => `${r.owner_id}>${r.friend_id}`));
  const asymmetric = rows.filter((r) => !pairs.has(`${r.friend_id}>${r.owner_id}`)).length;
  const grouped = await db.selectFrom('im_friend_group_members').select(['owner_id', 'friend_id']).execute();
  const orphans = grouped.filter((g) => !pairs.has(`${g.owner_id}>${g.friend_id}`)).length;
  const apps = await db.selectFrom('im_friend_apps').select(['from_id', 'to_id']).execute();
  const staleApps = apps.filter((a) => pairs.has(`${a.from_id}>${a.to_id}`)).length;
  const summary =
    `social chaos: ${users.length} clients, ${ops} operations done, ${failures} refused or cut, ${drops} socket cuts, ` +
    `${memberAdds} member adds and ${memberRemovals} removals by the owner, ` +
    `${truth.reduce((n, t) => n + t.friends.length, 0)} friend entries, ${friendsWrong} clients with wrong friend lists, ` +
    `${membersWrong} wrong member views, ${asymmetric} one-way friendships, ${orphans} friend-group orphans, ` +
    `${staleApps} stale applications, ${kicks} kicks`;
  console.log(summary);
  expect({ friendsWrong, membersWrong, asymmetric, orphans, staleApps, kicks }).toEqual({
    friendsWrong: 0,
    membersWrong: 0,
    asymmetric: 0,
    orphans: 0,
    staleApps: 0,
    kicks: 0,
  });
  expect(ops).toBeGreaterThan(options.clients * 5);
  for (const c of chats) await c.destroy();
  await service.close();
  await pgDb?.drop();
  return summary;
}

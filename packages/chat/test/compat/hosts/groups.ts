// Group administration: members, roles, mutes, name cards, custom fields, marks, owner, search,
// applications, attributes and counters, as a tim-js-sdk 2.27.6 host calls them.
import TIM, { type Conversation, type Group, type GroupMember, type Message } from 'tim-js-sdk';

declare function render(text: string): void;

export async function groupsHost(groupID: string, application: Message): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(
    TIM.EVENT.GROUP_ATTRIBUTES_UPDATED,
    (event: { data: { groupID: string; groupAttributes: Record<string, string> } }) =>
      render(event.data.groupID),
  );
  tim.on(
    TIM.EVENT.GROUP_COUNTER_UPDATED,
    (event: { data: { groupID: string; key: string; value: number } }) =>
      render(`${event.data.key}=${event.data.value}`),
  );

  // Issue 28: option fields of tim-js-sdk that a host passes, and group, message and conversation fields it reads.
  const created = await tim.createGroup({
    name: 'Ultras',
    type: TIM.TYPES.GRP_PUBLIC,
    inviteOption: TIM.TYPES.INVITE_OPTIONS_FREE_ACCESS,
    groupCustomField: [{ key: 'club', value: 'Flamengo' }],
    memberList: [{ userID: 'u2' }],
  });
  const fresh: Group = created.data.group;
  render(`${fresh.maxMemberCount} ${fresh.inviteOption}`);
  const filtered = await tim.getGroupProfile({ groupID, groupCustomFieldFilter: ['club'] });
  render(filtered.data.group.groupCustomField[0].value);
  await tim.updateGroupProfile({ groupID, groupCustomField: [{ key: 'club', value: 'Vasco' }] });
  const marked = await tim.getGroupMemberList({ groupID, count: 50, offset: 0, filter: 1000 });
  render(marked.data.memberList.map((m: GroupMember) => m.userID).join());
  tim.on(TIM.EVENT.MESSAGE_RECEIVED, (event: { data: Message[] }) =>
    render(event.data.map((m) => `${m.isBroadcastMessage}`).join()),
  );
  const conversations = await tim.getConversationList();
  for (const c of conversations.data.conversationList as Conversation[])
    render(
      c.type === TIM.TYPES.CONV_C2C ? `${c.userProfile.nick} ${c.userProfile.avatar}` : c.groupProfile.name,
    );

  const added = await tim.addGroupMember({ groupID, userIDList: ['u2', 'u3'] });
  render(added.data.successUserIDList.join());
  const profiles = await tim.getGroupMemberProfile({ groupID, userIDList: ['u2'] });
  const members: GroupMember[] = profiles.data.memberList;
  render(members[0].role);
  await tim.setGroupMemberRole({ groupID, userID: 'u2', role: TIM.TYPES.GRP_MBR_ROLE_ADMIN });
  await tim.setGroupMemberMuteTime({ groupID, userID: 'u3', muteTime: 600 });
  await tim.setGroupMemberNameCard({ groupID, userID: 'u2', nameCard: 'Captain' });
  await tim.setGroupMemberCustomField({ groupID, memberCustomField: [{ key: 'seat', value: 'A12' }] });
  await tim.markGroupMemberList({ groupID, userIDList: ['u2'], markType: 1000, enableMark: true });
  await tim.deleteGroupMember({ groupID, userIDList: ['u3'], reason: 'spam' });

  const found = await tim.searchGroupByID(groupID);
  render(found.data.group.name);
  const changed = await tim.changeGroupOwner({ groupID, newOwnerID: 'u2' });
  render(changed.data.group.ownerID);
  await tim.handleGroupApplication({ handleAction: 'Agree', handleMessage: 'welcome', message: application });
  const online = await tim.getGroupOnlineMemberCount(groupID);
  render(`${online.data.memberCount}`);
  await tim.updateGroupProfile({
    groupID,
    name: 'Ultras',
    muteAllMembers: false,
    inviteOption: TIM.TYPES.INVITE_OPTIONS_NEED_PERMISSION,
  });

  await tim.initGroupAttributes({ groupID, groupAttributes: { stage: 'first half' } });
  await tim.setGroupAttributes({ groupID, groupAttributes: { stage: 'second half' } });
  const attributes = await tim.getGroupAttributes({ groupID, keyList: [] });
  render(attributes.data.groupAttributes.stage);
  await tim.deleteGroupAttributes({ groupID, keyList: ['stage'] });

  await tim.setGroupCounters({ groupID, counters: { likes: 1 } });
  const increased = await tim.increaseGroupCounter({ groupID, key: 'likes', value: 2 });
  render(`${increased.data.counters.likes}`);
  await tim.decreaseGroupCounter({ groupID, key: 'likes', value: 1 });
  const counters = await tim.getGroupCounters({ groupID, keyList: ['likes'] });
  render(`${counters.data.counters.likes}`);
  await tim.dismissGroup(groupID);
}

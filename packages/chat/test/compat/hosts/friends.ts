// Friends, friend groups and friend applications, as a tim-js-sdk 2.27.6 host calls them.
import TIM, { type Friend, type FriendApplication, type FriendGroup } from 'tim-js-sdk';

declare function render(text: string): void;

export async function friendsHost(): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(TIM.EVENT.FRIEND_LIST_UPDATED, (event: { data: Friend[] }) => render(`${event.data.length}`));
  tim.on(TIM.EVENT.FRIEND_GROUP_LIST_UPDATED, (event: { data: FriendGroup[] }) =>
    render(`${event.data.length}`),
  );
  tim.on(
    TIM.EVENT.FRIEND_APPLICATION_LIST_UPDATED,
    (event: { data: { friendApplicationList: FriendApplication[]; unreadCount: number } }) =>
      render(`${event.data.unreadCount}`),
  );

  const friends = await tim.getFriendList();
  const list: Friend[] = friends.data;
  render(list[0].profile.nick);
  await tim.addFriend({
    to: 'u2',
    source: 'AddSource_Type_Web',
    wording: 'hi',
    type: TIM.TYPES.SNS_ADD_TYPE_BOTH,
  });
  await tim.deleteFriend({ userIDList: ['u2'], type: TIM.TYPES.SNS_DELETE_TYPE_BOTH });
  const check = await tim.checkFriend({ userIDList: ['u2'], type: TIM.TYPES.SNS_CHECK_TYPE_BOTH });
  render(check.data.successUserIDList[0].relation);
  const profiles = await tim.getFriendProfile({ userIDList: ['u2'] });
  render(profiles.data.friendList[0].userID);
  await tim.updateFriend({
    userID: 'u2',
    remark: 'mate',
    friendCustomField: [{ key: 'Tag_SNS_Custom_Team', value: 'fc' }],
  });

  const applications = await tim.getFriendApplicationList();
  const pending: FriendApplication[] = applications.data.friendApplicationList;
  render(`${applications.data.unreadCount} ${pending.length}`);
  await tim.acceptFriendApplication({
    userID: 'u3',
    remark: 'new',
    type: TIM.TYPES.SNS_APPLICATION_AGREE_AND_ADD,
  });
  await tim.refuseFriendApplication({ userID: 'u4' });
  await tim.deleteFriendApplication({ userID: 'u5', type: TIM.TYPES.SNS_APPLICATION_SENT_TO_ME });
  await tim.setFriendApplicationRead();

  const groups = await tim.getFriendGroupList();
  const friendGroups: FriendGroup[] = groups.data;
  render(`${friendGroups[0].count}`);
  await tim.createFriendGroup({ name: 'stadium', userIDList: ['u2'] });
  await tim.addToFriendGroup({ name: 'stadium', userIDList: ['u3'] });
  await tim.removeFromFriendGroup({ name: 'stadium', userIDList: ['u3'] });
  await tim.renameFriendGroup({ oldName: 'stadium', newName: 'away end' });
  await tim.deleteFriendGroup({ name: 'away end' });
}

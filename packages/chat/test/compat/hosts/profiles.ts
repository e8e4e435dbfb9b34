// Profiles, the blacklist and user status, as a tim-js-sdk 2.27.6 host calls them.
import TIM, { type Profile } from 'tim-js-sdk';

declare function render(text: string): void;

export async function profilesHost(): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(TIM.EVENT.PROFILE_UPDATED, (event: { data: Profile[] }) => render(event.data[0].nick));
  tim.on(TIM.EVENT.BLACKLIST_UPDATED, (event: { data: string[] }) => render(event.data.join()));
  tim.on(
    TIM.EVENT.USER_STATUS_UPDATED,
    (event: { data: { userID: string; statusType: number; customStatus: string }[] }) =>
      render(`${event.data[0].statusType === TIM.TYPES.USER_STATUS_ONLINE}`),
  );

  const mine = await tim.getMyProfile();
  const me: Profile = mine.data;
  render(me.nick);
  const others = await tim.getUserProfile({ userIDList: ['u2', 'u3'] });
  const profiles: Profile[] = others.data;
  render(profiles[0].avatar);
  await tim.updateMyProfile({
    nick: 'Ultra',
    gender: TIM.TYPES.GENDER_MALE,
    allowType: TIM.TYPES.ALLOW_TYPE_NEED_CONFIRM,
    profileCustomField: [{ key: 'Tag_Profile_Custom_Team', value: 'Flamengo' }],
  });

  const blacklist = await tim.getBlacklist();
  const blocked: string[] = blacklist.data;
  render(blocked.join());
  await tim.addToBlacklist({ userIDList: ['troll'] });
  await tim.removeFromBlacklist({ userIDList: ['troll'] });

  await tim.setSelfStatus({ customStatus: 'watching the derby' });
  const status = await tim.getUserStatus({ userIDList: ['u2'] });
  render(status.data.successUserList[0].customStatus);
  await tim.subscribeUserStatus({ userIDList: ['u2'] });
  await tim.unsubscribeUserStatus({ userIDList: undefined });
}

// A typical host of the Tencent Cloud Chat web SDK: create, login, events, text and image messages,
// conversations, groups, members, revoke, logout. Written against tim-js-sdk 2.27.6's declarations; the
// compatibility test compiles it as is, then with only the import line pointed at @tifo/chat.
import TIM, { type ChatSDK, type Conversation, type Message } from 'tim-js-sdk';

declare const uploadPlugin: object;
declare const fileInput: { files: FileList };
declare function render(text: string): void;

export async function typicalHost(userID: string, userSig: string): Promise<void> {
  const tim: ChatSDK = TIM.create({ SDKAppID: 1400000001 });
  tim.setLogLevel(1);
  tim.registerPlugin({ 'tim-upload-plugin': uploadPlugin });

  const onMessage = (event: { data: Message[] }) => {
    for (const m of event.data) {
      if (m.type === TIM.TYPES.MSG_TEXT) render(`${m.from}: ${m.payload.text}`);
      else if (m.type === TIM.TYPES.MSG_IMAGE) render(m.payload.imageInfoArray[0].url);
    }
  };
  tim.on(TIM.EVENT.SDK_READY, () => render('ready'));
  tim.on(TIM.EVENT.MESSAGE_RECEIVED, onMessage);
  tim.on(TIM.EVENT.MESSAGE_REVOKED, (event: { data: Message[] }) => render(`${event.data.length} revoked`));
  tim.on(TIM.EVENT.CONVERSATION_LIST_UPDATED, (event: { data: Conversation[] }) =>
    event.data.forEach((c) => render(`${c.conversationID} ${c.unreadCount}`)),
  );
  tim.on(TIM.EVENT.KICKED_OUT, (event: { data: { type: string } }) => render(event.data.type));
  tim.on(TIM.EVENT.NET_STATE_CHANGE, (event: { data: { state: string } }) => render(event.data.state));
  tim.on(TIM.EVENT.ERROR, (event: { data: { code: number; message: string } }) => render(event.data.message));

  const login = await tim.login({ userID, userSig });
  if (login.data.repeatLogin === true) render(login.data.errorInfo);

  const text = tim.createTextMessage({
    to: 'peer',
    conversationType: TIM.TYPES.CONV_C2C,
    payload: { text: 'hello' },
  });
  const sent = await tim.sendMessage(text);
  render(sent.data.message.ID);

  const image = tim.createImageMessage({
    to: 'peer',
    conversationType: TIM.TYPES.CONV_C2C,
    payload: { file: fileInput.files[0] },
    onProgress: (percent: number) => render(`${percent}`),
  });
  await tim.sendMessage(image);

  const conversations = await tim.getConversationList();
  const list: Conversation[] = conversations.data.conversationList;
  const history = await tim.getMessageList({ conversationID: list[0].conversationID });
  const messages: Message[] = history.data.messageList;
  if (!history.data.isCompleted)
    await tim.getMessageList({ conversationID: 'C2Cpeer', nextReqMessageID: history.data.nextReqMessageID });
  await tim.setMessageRead({ conversationID: 'C2Cpeer' });
  const scope: TIM.TYPES = TIM.TYPES.READ_ALL_MSG;
  await tim.setAllMessageRead({ scope: TIM.TYPES.READ_ALL_C2C_MSG });
  render(String(scope));
  await tim.revokeMessage(messages[0]);
  render(`${tim.getTotalUnreadMessageCount()}`);

  const created = await tim.createGroup({
    type: TIM.TYPES.GRP_PUBLIC,
    name: 'fans',
    joinOption: TIM.TYPES.JOIN_OPTIONS_FREE_ACCESS,
  });
  const groupID: string = created.data.group.groupID;
  const groups = await tim.getGroupList({ groupProfileFilter: [TIM.TYPES.GRP_PROFILE_OWNER_ID] });
  render(groups.data.groupList[0].ownerID);
  const profile = await tim.getGroupProfile({ groupID });
  render(profile.data.group.name);
  const joined = await tim.joinGroup({ groupID: '@TGS#other', type: TIM.TYPES.GRP_PUBLIC });
  if (joined.data.status === TIM.TYPES.JOIN_STATUS_WAIT_APPROVAL) render('waiting');
  const members = await tim.getGroupMemberList({ groupID, count: 30, offset: 0 });
  render(members.data.memberList[0].nick);
  const group = tim.createTextMessage({
    to: groupID,
    conversationType: TIM.TYPES.CONV_GROUP,
    payload: { text: 'hi all' },
  });
  await tim.sendMessage(group);
  await tim.quitGroup('@TGS#other');

  tim.off(TIM.EVENT.MESSAGE_RECEIVED, onMessage);
  await tim.logout();
  await tim.destroy();
}

// Message extras: @-mentions, find, modify, delete, hopping, extensions, read receipts, merged and
// forwarded messages, translation, as a tim-js-sdk 2.27.6 host calls them.
import TIM, { type Message } from 'tim-js-sdk';

declare function render(text: string): void;

export async function messagesHost(groupID: string): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(TIM.EVENT.MESSAGE_MODIFIED, (event: { data: Message[] }) => render(event.data[0].ID));
  tim.on(TIM.EVENT.MESSAGE_READ_BY_PEER, (event: { data: Message[] }) =>
    render(`${event.data[0].isPeerRead}`),
  );
  tim.on(
    TIM.EVENT.MESSAGE_READ_RECEIPT_RECEIVED,
    (event: { data: { messageID: string; readCount: number; unreadCount: number }[] }) =>
      render(`${event.data[0].readCount}`),
  );

  const at = tim.createTextAtMessage({
    to: groupID,
    conversationType: TIM.TYPES.CONV_GROUP,
    payload: { text: '@all kick-off', atUserList: [TIM.TYPES.MSG_AT_ALL] },
    needReadReceipt: true,
  });
  const sent = await tim.sendMessage(at);
  const message: Message = sent.data.message;
  const found = tim.findMessage(message.ID);
  if (found) render(found.conversationID);

  message.payload.text = '@all kick-off in 5';
  const modified = await tim.modifyMessage(message);
  render(modified.data.message.ID);
  await tim.resendMessage(message);

  const page = await tim.getMessageListHopping({
    conversationID: `GROUP${groupID}`,
    sequence: 10,
    direction: 0,
  });
  const older: Message[] = page.data.messageList;

  const extensions = await tim.setMessageExtensions(message, [{ key: 'seat', value: 'A12' }]);
  render(`${extensions.data.extensions.length}`);
  const read = await tim.getMessageExtensions(message);
  render(read.data.extensions[0].value);
  await tim.deleteMessageExtensions(message, ['seat']);

  await tim.sendMessageReadReceipt(older);
  const receipts = await tim.getMessageReadReceiptList(older);
  render(`${receipts.data.messageList[0].readReceiptInfo.readCount}`);
  const readers = await tim.getGroupMessageReadMemberList({ message, filter: 0, cursor: '', count: 30 });
  render(`${readers.data.readUserIDList.length} ${readers.data.isCompleted} ${readers.data.cursor}`);

  const merger = tim.createMergerMessage({
    to: 'friend',
    conversationType: TIM.TYPES.CONV_C2C,
    payload: {
      messageList: older,
      title: 'Match chat',
      abstractList: ['a: goal'],
      compatibleText: 'upgrade to read',
    },
  });
  await tim.sendMessage(merger);
  const forward = tim.createForwardMessage({
    to: 'friend',
    conversationType: TIM.TYPES.CONV_C2C,
    payload: message,
  });
  await tim.sendMessage(forward);

  const translated = await tim.translateText({
    sourceTextList: ['golaço'],
    sourceLanguage: 'auto',
    targetLanguage: 'en',
  });
  render(`${translated.data.translatedTextList}`);
  await tim.deleteMessage([forward]);
}

// Conversation groups, marks and custom data, with the conversation calls around them, as a tim-js-sdk
// 2.27.6 host calls them.
import TIM, { type Conversation } from 'tim-js-sdk';

declare function render(text: string): void;

export async function conversationsHost(): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(TIM.EVENT.CONVERSATION_GROUP_LIST_UPDATED, (event: { data: string[] }) => render(event.data.join()));
  tim.on(
    TIM.EVENT.CONVERSATION_IN_GROUP_UPDATED,
    (event: { data: { groupName: string; conversationList: Conversation[] } }) =>
      render(event.data.groupName),
  );
  tim.on(TIM.EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, (event: { data: number }) => render(`${event.data}`));

  const ids = ['C2Cu2', 'GROUPfans'];
  await tim.createConversationGroup({ groupName: 'Matchday', conversationIDList: ids });
  const groups = await tim.getConversationGroupList();
  const names: string[] = groups.data;
  render(names.join());
  await tim.renameConversationGroup({ oldName: 'Matchday', newName: 'Derby' });
  await tim.addConversationsToGroup({ groupName: 'Derby', conversationIDList: ['C2Cu3'] });
  await tim.deleteConversationsFromGroup({ groupName: 'Derby', conversationIDList: ['C2Cu3'] });
  await tim.deleteConversationGroup('Derby');

  const marked = await tim.markConversation({
    conversationIDList: ids,
    markType: Number(TIM.TYPES.CONV_MARK_TYPE_STAR),
    enableMark: true,
  });
  render(marked.data.successConversationIDList.join());
  await tim.setConversationCustomData({ conversationIDList: ids, customData: 'pinned-by-host' });

  const one = await tim.getConversationProfile('C2Cu2');
  const conversation: Conversation = one.data.conversation;
  render(
    `${conversation.markList.join()} ${conversation.customData} ${conversation.conversationGroupList.join()}`,
  );
  await tim.pinConversation({ conversationID: 'C2Cu2', isPinned: true });
  await tim.setMessageRemindType({
    userIDList: ['u2'],
    messageRemindType: TIM.TYPES.MSG_REMIND_ACPT_NOT_NOTE,
  });
  await tim.clearHistoryMessage('C2Cu2');
  const deleted = await tim.deleteConversation('C2Cu2');
  render(deleted.data.conversationID);
  await tim.deleteConversation({ conversationIDList: ids, clearHistoryMessage: false });
}

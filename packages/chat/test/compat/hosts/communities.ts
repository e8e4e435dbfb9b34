// Communities and topics, as a tim-js-sdk 2.27.6 host calls them.
import TIM, { type Group, type Topic } from 'tim-js-sdk';

declare function render(text: string): void;

export async function communitiesHost(): Promise<void> {
  const tim = TIM.create({ SDKAppID: 1400000001 });
  tim.on(TIM.EVENT.TOPIC_CREATED, (event: { data: { groupID: string; topicID: string } }) =>
    render(event.data.topicID),
  );
  tim.on(TIM.EVENT.TOPIC_DELETED, (event: { data: { groupID: string; topicIDList: string[] } }) =>
    render(event.data.topicIDList.join()),
  );
  tim.on(TIM.EVENT.TOPIC_UPDATED, (event: { data: { groupID: string; topic: Topic } }) =>
    render(event.data.topic.topicName),
  );

  const communities = await tim.getJoinedCommunityList();
  const groups: Group[] = communities.data.groupList;
  const groupID = groups[0].groupID;
  render(`${groups[0].isSupportTopic}`);
  const created = await tim.createTopicInCommunity({
    groupID,
    topicName: 'match day',
    notification: 'be nice',
  });
  const topicID: string = created.data.topicID;
  await tim.updateTopicProfile({ groupID, topicID, topicName: 'match day 2', muteAllMembers: true });
  const topics = await tim.getTopicList({ groupID, topicIDList: undefined });
  const list: Topic[] = topics.data.successTopicList;
  render(`${list[0].unreadCount}`);
  const message = tim.createTextMessage({
    to: topicID,
    conversationType: TIM.TYPES.CONV_GROUP,
    payload: { text: 'goal!' },
  });
  await tim.sendMessage(message);
  const deleted = await tim.deleteTopicFromCommunity({ groupID, topicIDList: [topicID] });
  render(`${deleted.data.successTopicList.length}`);
}

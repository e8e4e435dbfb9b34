import { CMD, type GroupAdminPush, type WireMessage, type WireTopic } from '@tifo/protocol';
import type { Topic } from '../constants/event-data';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import { groupFromWire } from '../model/group';
import { lastMessageOf } from '../model/conversation';

/** Spec 9: the topic list is served from the cache while younger than 300 s. */
const TOPIC_CACHE_MS = 300_000;

/** The host's topic from the service's. */
function topicFromWire(w: WireTopic): Topic {
  return {
    topicID: w.topicID,
    topicName: w.topicName,
    avatar: w.avatar,
    introduction: w.introduction,
    notification: w.notification,
    unreadCount: w.unreadCount,
    muteAllMembers: w.muteAllMembers,
    customData: w.customData,
    groupAtInfoList: [],
    nextMessageSeq: w.nextMessageSeq,
    lastMessage: lastMessageOf(w.lastMessage ?? null),
    selfInfo: { ...w.selfInfo },
  };
}

function groupIDOf(options: { groupID?: unknown } | undefined): string {
  if (typeof options?.groupID !== 'string' || !options.groupID) throw chatError('ILLEGAL_GROUP_ID');
  return options.groupID;
}

function topicIDsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string'))
    throw chatError('INVALID_PARAMETER', 'topicIDList must be an array of topic IDs');
  return value as string[];
}

/**
 * Communities and their topics (spec 4 "topic cache"): the joined topic-enabled communities, topic create,
 * delete, update and list, with a 300 s per-community cache that creating a topic invalidates; TOPIC_CREATED,
 * TOPIC_DELETED and TOPIC_UPDATED from the service's pushes.
 */
export class CommunitiesModule {
  private readonly cache = new Map<string, { at: number; topics: Map<string, Topic> }>();

  constructor(private readonly ctx: ChatContext) {}

  /** getJoinedCommunityList. */
  async joined() {
    const res = await this.ctx.request(CMD.COMMUNITY_LIST, {});
    return { groupList: res.groupList.map(groupFromWire) };
  }

  /** createTopicInCommunity: resolves the new topic's ID. */
  async create(options: {
    groupID: string;
    topicName: string;
    topicID?: string;
    avatar?: string;
    notification?: string;
    introduction?: string;
    customData?: string;
  }) {
    const groupID = groupIDOf(options);
    if (typeof options.topicName !== 'string' || !options.topicName)
      throw chatError('INVALID_PARAMETER', 'topicName is required');
    if (options.topicID !== undefined && !options.topicID.startsWith(`${groupID}@TOPIC#_`))
      throw chatError('INVALID_PARAMETER', 'illegal topic id');
    const res = await this.ctx.request(CMD.TOPIC_CREATE, { ...options, groupID });
    this.cache.delete(groupID);
    return { topicID: res.topic.topicID };
  }

  /** deleteTopicFromCommunity: all topics when topicIDList is undefined. */
  async delete(options: { groupID: string; topicIDList?: string[] }) {
    const groupID = groupIDOf(options);
    const topicIDList = topicIDsOf(options.topicIDList);
    const res = await this.ctx.request(CMD.TOPIC_DELETE, {
      groupID,
      ...(topicIDList ? { topicIDList } : {}),
    });
    const cached = this.cache.get(groupID);
    for (const t of res.successTopicList) cached?.topics.delete(t.topicID);
    return res;
  }

  /** updateTopicProfile: muteAllMembers a boolean. */
  async update(options: {
    groupID: string;
    topicID: string;
    topicName?: string;
    avatar?: string;
    notification?: string;
    introduction?: string;
    customData?: string;
    muteAllMembers?: boolean;
  }) {
    const groupID = groupIDOf(options);
    if (typeof options.topicID !== 'string' || !options.topicID)
      throw chatError('INVALID_PARAMETER', 'illegal topic id');
    if (options.muteAllMembers !== undefined && typeof options.muteAllMembers !== 'boolean')
      throw chatError('INVALID_PARAMETER', 'muteAllMembers must be a boolean');
    const res = await this.ctx.request(CMD.TOPIC_UPDATE, { ...options, groupID });
    const topic = topicFromWire(res.topic);
    this.cache.get(groupID)?.topics.set(topic.topicID, topic);
    return { topic };
  }

  /** getTopicList: all topics (from the 300 s cache when fresh) or those listed. */
  async list(options: { groupID: string; topicIDList?: string[] }) {
    const groupID = groupIDOf(options);
    const topicIDList = topicIDsOf(options.topicIDList);
    const cached = this.cache.get(groupID);
    if (!topicIDList?.length && cached && Date.now() - cached.at < TOPIC_CACHE_MS)
      return { successTopicList: [...cached.topics.values()], failureTopicList: [] };
    const res = await this.ctx.request(CMD.TOPIC_LIST, {
      groupID,
      ...(topicIDList?.length ? { topicIDList } : {}),
    });
    const successTopicList = res.successTopicList.map(topicFromWire);
    if (!topicIDList?.length)
      this.cache.set(groupID, {
        at: Date.now(),
        topics: new Map(successTopicList.map((t) => [t.topicID, t])),
      });
    return { successTopicList, failureTopicList: res.failureTopicList };
  }

  /** Topic pushes: created invalidates the cache, deleted drops, updated keeps my own unread and read state. */
  onPush(body: GroupAdminPush): void {
    if (body.kind === 'topicCreated') {
      this.cache.delete(body.groupID);
      this.ctx.emit('onTopicCreated', { groupID: body.groupID, topicID: body.topicID });
    } else if (body.kind === 'topicDeleted') {
      const cached = this.cache.get(body.groupID);
      for (const id of body.topicIDList) cached?.topics.delete(id);
      this.ctx.emit('onTopicDeleted', { groupID: body.groupID, topicIDList: body.topicIDList });
    } else if (body.kind === 'topicRead') {
      const topic = this.cache.get(body.groupID)?.topics.get(body.topicID);
      if (!topic || topic.selfInfo.readedSequence >= body.readedSequence) return;
      topic.selfInfo = { ...topic.selfInfo, readedSequence: body.readedSequence };
      topic.unreadCount = Math.max(0, topic.nextMessageSeq - body.readedSequence - 1);
      this.ctx.emit('onTopicUpdated', { groupID: body.groupID, topic: { ...topic } });
    } else if (body.kind === 'topicUpdated') {
      const cached = this.cache.get(body.groupID);
      const mine = cached?.topics.get(body.topic.topicID);
      const topic = topicFromWire(body.topic);
      if (mine) {
        topic.unreadCount = mine.unreadCount;
        topic.selfInfo = mine.selfInfo;
      }
      cached?.topics.set(topic.topicID, topic);
      this.ctx.emit('onTopicUpdated', { groupID: body.groupID, topic });
    }
  }

  /**
   * A topic message pushed to the community: the cached topic's next sequence moves, and another member's
   * message counts as unread unless sent excluded from unread counts; TOPIC_UPDATED tells the host.
   */
  onMessage(wire: WireMessage): void {
    const at = wire.to.indexOf('@TOPIC#_');
    if (at <= 0) return;
    const groupID = wire.to.slice(0, at);
    const topic = this.cache.get(groupID)?.topics.get(wire.to);
    if (!topic || wire.sequence < topic.nextMessageSeq) return;
    topic.nextMessageSeq = wire.sequence + 1;
    if (!wire.messageControlInfo?.excludedFromLastMessage) topic.lastMessage = lastMessageOf(wire);
    if (wire.from !== this.ctx.userID && !wire.messageControlInfo?.excludedFromUnreadCount)
      topic.unreadCount += 1;
    this.ctx.emit('onTopicUpdated', { groupID, topic: { ...topic } });
  }

  /** Logout. */
  reset(): void {
    this.cache.clear();
  }
}

import type { Topic } from '../constants/event-data';
import type { ChatResponse } from '../core/context';
import type { Group } from '../model/group';
import type { ChatCore } from './core';

type Failure = { topicID: string; code: number; message: string };

/** Communities and topics (tim-js-sdk names, options and results). */
export function communitiesApi(core: ChatCore) {
  const { communities } = core.groupAdmin;
  return {
    /** The topic-enabled communities I belong to. */
    getJoinedCommunityList(): Promise<ChatResponse<{ groupList: Group[] }>> {
      return core.call('getJoinedCommunityList', () => communities.joined());
    },

    /** Creates a topic (owner or admin). */
    createTopicInCommunity(options: {
      groupID: string;
      topicName: string;
      topicID?: string;
      avatar?: string;
      notification?: string;
      introduction?: string;
      customData?: string;
    }): Promise<ChatResponse<{ topicID: string }>> {
      return core.call('createTopicInCommunity', () => communities.create(options));
    },

    /** Deletes topics (all when topicIDList is undefined). */
    deleteTopicFromCommunity(options: {
      groupID: string;
      topicIDList?: string[];
    }): Promise<ChatResponse<{ successTopicList: { topicID: string }[]; failureTopicList: Failure[] }>> {
      return core.call('deleteTopicFromCommunity', () => communities.delete(options));
    },

    /** Updates a topic (owner or admin). */
    updateTopicProfile(options: {
      groupID: string;
      topicID: string;
      topicName?: string;
      avatar?: string;
      notification?: string;
      introduction?: string;
      customData?: string;
      muteAllMembers?: boolean;
    }): Promise<ChatResponse<{ topic: Topic }>> {
      return core.call('updateTopicProfile', () => communities.update(options));
    },

    /** Topics of a community (all when topicIDList is undefined). */
    getTopicList(options: {
      groupID: string;
      topicIDList?: string[];
    }): Promise<ChatResponse<{ successTopicList: Topic[]; failureTopicList: Failure[] }>> {
      return core.call('getTopicList', () => communities.list(options));
    },
  };
}

/** The community and topic methods of Chat. */
export type CommunitiesApi = ReturnType<typeof communitiesApi>;

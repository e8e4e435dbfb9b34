import {
  CMD,
  type AddFriendRequest,
  type FriendAcceptType,
  type FriendApplicationType,
} from '@tifo/protocol';
import type { Friend, FriendApplicationListUpdate, FriendGroup } from '../constants/event-data';
import type { ChatResponse } from '../core/context';
import type { ChatCore } from './core';

type Failure = { userID: string; code: number; message: string };
type GroupResult = { friendGroup: FriendGroup; failureUserIDList: Failure[] };

/** Friends, friend applications and friend groups (tim-js-sdk names, options and results). */
export function friendsApi(core: ChatCore) {
  const { friends } = core.social;
  const { session } = core;
  return {
    /** My friends. */
    getFriendList(): Promise<ChatResponse<Friend[]>> {
      return core.call('getFriendList', () => friends.list());
    },

    /** Adds a friend; `code` 30539 means the request waits for the peer's confirmation. */
    addFriend(
      options: AddFriendRequest,
    ): Promise<ChatResponse<{ userID: string; code: number; message?: string }>> {
      return core.call('addFriend', () => friends.add(options));
    },

    /** Deletes friends (at most 1000; two-way unless TYPES.SNS_DELETE_TYPE_SINGLE). */
    deleteFriend(options: {
      userIDList: string[];
      type?: string;
    }): Promise<ChatResponse<{ successUserIDList: { userID: string }[]; failureUserIDList: Failure[] }>> {
      return core.call('deleteFriend', () => friends.delete(options?.userIDList, options?.type));
    },

    /** Relations with users (TYPES.SNS_TYPE_*). */
    checkFriend(options: { userIDList: string[]; type?: string }) {
      return core.call('checkFriend', () => friends.check(options?.userIDList, options?.type));
    },

    /** Friend objects of some friends; non-friends are failures (2700). */
    getFriendProfile(options: {
      userIDList: string[];
    }): Promise<ChatResponse<{ friendList: Friend[]; failureUserIDList: Failure[] }>> {
      return core.call('getFriendProfile', () => friends.profile(options?.userIDList));
    },

    /** Changes a friend's remark or custom friend fields. */
    updateFriend(options: {
      userID: string;
      remark?: string;
      friendCustomField?: { key: string; value: string }[];
    }): Promise<ChatResponse<Friend>> {
      return core.call('updateFriend', () => friends.update(options));
    },

    /** Applications sent to me and by me, with the unread count. */
    getFriendApplicationList(): Promise<ChatResponse<FriendApplicationListUpdate>> {
      return core.call('getFriendApplicationList', () => friends.applicationList());
    },

    /** Accepts an application (TYPES.SNS_APPLICATION_AGREE_AND_ADD by default). */
    acceptFriendApplication(options: { userID: string; remark?: string; type?: string }) {
      return core.call('acceptFriendApplication', () =>
        friends.onApplication(
          () =>
            session.request(CMD.FRIEND_ACCEPT, {
              userID: options?.userID,
              remark: options?.remark,
              type:
                options?.type === 'Response_Action_Agree'
                  ? 'Response_Action_Agree'
                  : ('Response_Action_AgreeAndAdd' as FriendAcceptType),
            }),
          true,
        ),
      );
    },

    /** Refuses an application sent to me. */
    refuseFriendApplication(options: { userID: string }) {
      return core.call('refuseFriendApplication', () =>
        friends.onApplication(() => session.request(CMD.FRIEND_REFUSE, { userID: options?.userID }), false),
      );
    },

    /** Deletes an application (TYPES.SNS_APPLICATION_SENT_TO_ME by default). */
    deleteFriendApplication(options: { userID: string; type?: string }) {
      const type: FriendApplicationType =
        options?.type === 'Pendency_Type_SendOut' ? 'Pendency_Type_SendOut' : 'Pendency_Type_ComeIn';
      return core.call('deleteFriendApplication', () =>
        friends.onApplication(
          () => session.request(CMD.FRIEND_DELETE_APPLICATION, { userID: options?.userID, type }),
          false,
        ),
      );
    },

    /** Marks the applications sent to me read (unread count 0). */
    setFriendApplicationRead() {
      return core.call('setFriendApplicationRead', () =>
        friends.onApplication(() => session.request(CMD.FRIEND_READ_APPLICATIONS, {}), false),
      );
    },

    /** My friend groups. */
    getFriendGroupList(): Promise<ChatResponse<FriendGroup[]>> {
      return core.call('getFriendGroupList', () => friends.groupList());
    },

    /** Creates a friend group (2710 when the name exists) with some friends. */
    createFriendGroup(options: { name: string; userIDList?: string[] }): Promise<ChatResponse<GroupResult>> {
      return core.call('createFriendGroup', () =>
        friends.onGroup(() =>
          session.request(CMD.FRIEND_GROUP_CREATE, {
            name: options?.name,
            userIDList: options?.userIDList ?? [],
          }),
        ),
      );
    },

    /** Deletes a friend group (2711 when missing); answers it, emptied. */
    deleteFriendGroup(options: { name: string }): Promise<ChatResponse<FriendGroup>> {
      return core.call(
        'deleteFriendGroup',
        async () =>
          (await friends.onGroup(() => session.request(CMD.FRIEND_GROUP_DELETE, { name: options?.name })))
            .friendGroup,
      );
    },

    /** Adds friends to a group (only real friends; others are failures). */
    addToFriendGroup(options: { name: string; userIDList: string[] }): Promise<ChatResponse<GroupResult>> {
      return core.call('addToFriendGroup', () =>
        friends.onGroup(() =>
          session.request(CMD.FRIEND_GROUP_ADD, { name: options?.name, userIDList: options?.userIDList }),
        ),
      );
    },

    /** Removes friends from a group. */
    removeFromFriendGroup(options: {
      name: string;
      userIDList: string[];
    }): Promise<ChatResponse<GroupResult>> {
      return core.call('removeFromFriendGroup', () =>
        friends.onGroup(() =>
          session.request(CMD.FRIEND_GROUP_REMOVE, { name: options?.name, userIDList: options?.userIDList }),
        ),
      );
    },

    /** Renames a group. */
    renameFriendGroup(options: { oldName: string; newName: string }): Promise<ChatResponse<FriendGroup>> {
      return core.call(
        'renameFriendGroup',
        async () =>
          (
            await friends.onGroup(() =>
              session.request(CMD.FRIEND_GROUP_RENAME, {
                oldName: options?.oldName,
                newName: options?.newName,
              }),
            )
          ).friendGroup,
      );
    },
  };
}

/** The friend methods of Chat. */
export type FriendsApi = ReturnType<typeof friendsApi>;

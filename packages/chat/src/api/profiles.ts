import type { WireUserStatus } from '@tifo/protocol';
import type { Profile, UserStatus } from '../constants/event-data';
import type { ChatResponse } from '../core/context';
import type { ChatCore } from './core';

type Failure = { userID: string; code: number; message: string };

/** Profiles, the blacklist and user status (tim-js-sdk names, options and results). */
export function profilesApi(core: ChatCore) {
  const { profiles, blacklist, status } = core.social;
  return {
    /** My profile. */
    getMyProfile(): Promise<ChatResponse<Profile>> {
      return core.call('getMyProfile', () => profiles.mine());
    },

    /** Profiles of users (at most 100; the rest are cut), cached for a day. */
    getUserProfile(options: { userIDList: string[] }): Promise<ChatResponse<Profile[]>> {
      return core.call('getUserProfile', () => profiles.get(options?.userIDList));
    },

    /** Updates my profile; answers the new profile. */
    updateMyProfile(options: {
      nick?: string;
      avatar?: string;
      gender?: string;
      selfSignature?: string;
      allowType?: string;
      birthday?: number;
      location?: string;
      language?: number;
      messageSettings?: number;
      adminForbidType?: string;
      level?: number;
      role?: number;
      profileCustomField?: { key: string; value: string }[];
    }): Promise<ChatResponse<Profile>> {
      return core.call('updateMyProfile', () => profiles.update(options));
    },

    /** My blacklist (user IDs). */
    getBlacklist(): Promise<ChatResponse<string[]>> {
      return core.call('getBlacklist', () => blacklist.get());
    },

    /** Adds users to my blacklist; answers the whole list. */
    addToBlacklist(options: { userIDList: string[] }): Promise<ChatResponse<string[]>> {
      return core.call('addToBlacklist', () => blacklist.add(options?.userIDList));
    },

    /** Removes users from my blacklist; answers the whole list. */
    removeFromBlacklist(options: { userIDList: string[] }): Promise<ChatResponse<string[]>> {
      return core.call('removeFromBlacklist', () => blacklist.remove(options?.userIDList));
    },

    /** Sets my custom status (profanity filtered). */
    setSelfStatus(options: { customStatus: string }): Promise<ChatResponse<WireUserStatus>> {
      return core.call('setSelfStatus', () => status.set(options?.customStatus));
    },

    /** Statuses of users (at most 500; needs the user-status ability except for myself). */
    getUserStatus(options: {
      userIDList: string[];
    }): Promise<ChatResponse<{ successUserList: UserStatus[]; failureUserList: Failure[] }>> {
      return core.call('getUserStatus', () => status.get(options?.userIDList));
    },

    /** Subscribes to users' statuses (at most 100): USER_STATUS_UPDATED follows their changes. */
    subscribeUserStatus(options: {
      userIDList: string[];
    }): Promise<ChatResponse<{ failureUserList: Failure[] }>> {
      return core.call('subscribeUserStatus', () => status.subscribe(options?.userIDList));
    },

    /** Ends subscriptions (all of them without a list). */
    unsubscribeUserStatus(options?: {
      userIDList: string[] | undefined;
    }): Promise<ChatResponse<{ failureUserList: Failure[] }>> {
      return core.call('unsubscribeUserStatus', () => status.unsubscribe(options?.userIDList));
    },
  };
}

/** The profile, blacklist and status methods of Chat. */
export type ProfilesApi = ReturnType<typeof profilesApi>;

import type { ChatResponse } from '../core/context';
import type { ChatCore } from './core';

type Counters = Promise<ChatResponse<{ groupID: string; counters: Record<string, number> }>>;
type Counter = Promise<
  ChatResponse<{ groupID: string; key: string; value: number; counters: Record<string, number> }>
>;

/** Group attributes and counters (tim-js-sdk names, options and results). */
export function groupAttributesApi(core: ChatCore) {
  const { attributes } = core.groupAdmin;
  return {
    /** Replaces a group's attributes. */
    initGroupAttributes(options: {
      groupID: string;
      groupAttributes: Record<string, string>;
    }): Promise<ChatResponse<{ groupAttributes: Record<string, string> }>> {
      return core.call('initGroupAttributes', () => attributes.init(options));
    },

    /** Sets some attributes. */
    setGroupAttributes(options: {
      groupID: string;
      groupAttributes: Record<string, string>;
    }): Promise<ChatResponse<{ groupAttributes: Record<string, string> }>> {
      return core.call('setGroupAttributes', () => attributes.set(options));
    },

    /** Deletes attributes (all when keyList is empty). */
    deleteGroupAttributes(options: {
      groupID: string;
      keyList: string[];
    }): Promise<ChatResponse<{ keyList: string[] }>> {
      return core.call('deleteGroupAttributes', () => attributes.delete(options));
    },

    /** Reads attributes (all when keyList is empty). */
    getGroupAttributes(options: {
      groupID: string;
      keyList?: string[];
    }): Promise<ChatResponse<{ groupAttributes: Record<string, string> }>> {
      return core.call('getGroupAttributes', () => attributes.get(options));
    },

    /** Sets counters. */
    setGroupCounters(options: { groupID: string; counters: Record<string, number> }): Counters {
      return core.call('setGroupCounters', () => attributes.setCounters(options));
    },

    /** Adds to a counter; resolves its new value. */
    increaseGroupCounter(options: { groupID: string; key: string; value: number }): Counter {
      return core.call('increaseGroupCounter', () => attributes.step(options, 'Increase'));
    },

    /** Subtracts from a counter; resolves its new value. */
    decreaseGroupCounter(options: { groupID: string; key: string; value: number }): Counter {
      return core.call('decreaseGroupCounter', () => attributes.step(options, 'Decrease'));
    },

    /** Reads counters (all when keyList is empty). */
    getGroupCounters(options: { groupID: string; keyList?: string[] }): Counters {
      return core.call('getGroupCounters', () => attributes.getCounters(options));
    },
  };
}

/** The attribute and counter methods of Chat. */
export type GroupAttributesApi = ReturnType<typeof groupAttributesApi>;

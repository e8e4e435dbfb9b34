import {
  CMD,
  CONV_GROUP_LIMITS,
  ERROR_CODES,
  PUSH,
  parseConversationID,
  type ConvMetaPush,
  type ConversationFailure,
  type ConversationMeta,
  type PushFrame,
} from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import type { ConversationsModule } from './conversations';

/** The answer of the bulk calls (Tencent's shape). */
export interface ConversationBulkResult {
  successConversationIDList: string[];
  failureConversationIDList: ConversationFailure[];
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function groupName(value: unknown, field = 'groupName'): string {
  if (typeof value !== 'string' || value.length === 0 || [...value].length > CONV_GROUP_LIMITS.GROUP_NAME)
    throw chatError(
      'INVALID_PARAMETER',
      `${field}: a string of 1 to ${CONV_GROUP_LIMITS.GROUP_NAME} characters`,
    );
  return value;
}

/**
 * Conversation marks, custom data and conversation groups. The service stores them per user and pushes every
 * change to all the user's sessions (`convMeta`); an answer and its push carry the same state, and events fire
 * only for what actually changed, so the session that made a change emits each event once.
 */
export class ConversationGroupsModule {
  private groupList: string[] = [];
  private loaded = false;

  constructor(
    private readonly ctx: ChatContext,
    private readonly conversations: ConversationsModule,
  ) {}

  /** getConversationGroupList: fetched once, then kept current by pushes. */
  async list(): Promise<string[]> {
    if (!this.loaded) await this.sync();
    return [...this.groupList];
  }

  /** Pulls the group list (first use, and after a reconnect if it was in use). */
  async sync(): Promise<void> {
    const { groupList } = await this.ctx.request(CMD.CONV_GROUP_LIST, {});
    this.loaded = true;
    this.setGroups(groupList);
  }

  /** After a reconnect: pushes may have been missed (the conversation list carries the rest). */
  async recover(): Promise<void> {
    if (this.loaded) await this.sync();
  }

  /** setConversationCustomData: at most 256 characters. */
  async setCustomData(options: {
    conversationIDList: string[];
    customData: string;
  }): Promise<ConversationBulkResult> {
    const customData = options?.customData;
    if (typeof customData !== 'string' || [...customData].length > CONV_GROUP_LIMITS.CUSTOM_DATA)
      throw chatError(
        'INVALID_PARAMETER',
        `customData: a string of at most ${CONV_GROUP_LIMITS.CUSTOM_DATA} characters`,
      );
    return this.bulk(options?.conversationIDList, (ids) =>
      this.ctx.request(CMD.CONV_SET_CUSTOM_DATA, { conversationIDList: ids, customData }),
    );
  }

  /** markConversation: sets (enableMark) or clears one mark type. */
  async mark(options: {
    conversationIDList: string[];
    markType: number;
    enableMark: boolean;
  }): Promise<ConversationBulkResult> {
    const markType = options?.markType;
    if (!Number.isSafeInteger(markType) || markType < 1)
      throw chatError(
        'INVALID_PARAMETER',
        'markType: a positive integer (Chat.TYPES.CONV_MARK_TYPE_* or custom)',
      );
    if (typeof options.enableMark !== 'boolean')
      throw chatError('INVALID_PARAMETER', 'enableMark: a boolean');
    return this.bulk(options.conversationIDList, (ids) =>
      this.ctx.request(CMD.CONV_MARK, { conversationIDList: ids, markType, enableMark: options.enableMark }),
    );
  }

  /** createConversationGroup: a new group with its first conversations. */
  async create(options: {
    groupName: string;
    conversationIDList: string[];
  }): Promise<ConversationBulkResult> {
    const name = groupName(options?.groupName);
    const { ids, failures } = this.localIDs(options.conversationIDList);
    const res = await this.ctx.request(CMD.CONV_GROUP_CREATE, { groupName: name, conversationIDList: ids });
    this.loaded = true;
    this.apply({ conversationList: res.conversationList, groupList: res.groupList, groupName: name });
    return {
      successConversationIDList: res.successConversationIDList,
      failureConversationIDList: [...failures, ...res.failureConversationIDList],
    };
  }

  /** deleteConversationGroup: the group goes, its conversations stay. */
  async delete(name: string): Promise<Record<string, never>> {
    const res = await this.ctx.request(CMD.CONV_GROUP_DELETE, { groupName: groupName(name) });
    this.loaded = true;
    this.apply({ conversationList: res.conversationList, groupList: res.groupList });
    return {};
  }

  /** renameConversationGroup */
  async rename(options: { oldName: string; newName: string }): Promise<Record<string, never>> {
    const oldName = groupName(options?.oldName, 'oldName');
    const newName = groupName(options.newName, 'newName');
    const res = await this.ctx.request(CMD.CONV_GROUP_RENAME, { oldName, newName });
    this.loaded = true;
    this.apply({ conversationList: res.conversationList, groupList: res.groupList });
    return {};
  }

  /** addConversationsToGroup (add) / deleteConversationsFromGroup. */
  async changeItems(
    options: { groupName: string; conversationIDList: string[] },
    add: boolean,
  ): Promise<ConversationBulkResult> {
    const name = groupName(options?.groupName);
    const cmd = add ? CMD.CONV_GROUP_ADD : CMD.CONV_GROUP_REMOVE;
    return this.bulk(
      options.conversationIDList,
      (ids) => this.ctx.request(cmd, { groupName: name, conversationIDList: ids }),
      name,
    );
  }

  /** The `convMeta` push (another session of mine, or the echo of my own change). */
  onPush(frame: PushFrame): void {
    if (frame.push === PUSH.CONV_META) this.apply(frame.body as ConvMetaPush);
  }

  /** Logout. */
  reset(): void {
    this.groupList = [];
    this.loaded = false;
  }

  /**
   * Spec 5: each ID must be valid and local, else it fails on its own (2503, 2500) and the rest go on; at
   * most 100 per call. A call with nothing left to send answers without asking the service.
   */
  private localIDs(list: unknown): { ids: string[]; failures: ConversationFailure[] } {
    if (!Array.isArray(list) || list.length === 0)
      throw chatError('INVALID_CONVERSATION_ID', 'conversationIDList must be a non-empty array');
    const ids: string[] = [];
    const failures: ConversationFailure[] = [];
    for (const id of new Set(list.slice(0, CONV_GROUP_LIMITS.IDS_PER_CALL))) {
      if (typeof id !== 'string' || !parseConversationID(id))
        failures.push({ conversationID: String(id), ...ERROR_CODES.INVALID_CONVERSATION_ID });
      else if (!this.conversations.get(id))
        failures.push({ conversationID: id, ...ERROR_CODES.CONVERSATION_NOT_FOUND });
      else ids.push(id);
    }
    return { ids, failures };
  }

  private async bulk(
    list: unknown,
    send: (ids: string[]) => Promise<ConversationBulkResult & { conversationList: ConversationMeta[] }>,
    inGroup?: string,
  ): Promise<ConversationBulkResult> {
    const { ids, failures } = this.localIDs(list);
    if (ids.length === 0) return { successConversationIDList: [], failureConversationIDList: failures };
    const res = await send(ids);
    this.apply({ conversationList: res.conversationList, ...(inGroup ? { groupName: inGroup } : {}) });
    return {
      successConversationIDList: res.successConversationIDList,
      failureConversationIDList: [...failures, ...res.failureConversationIDList],
    };
  }

  /** Applies new state; each event fires only when something it reports changed. */
  private apply(body: ConvMetaPush): void {
    let changed = false;
    for (const meta of body.conversationList ?? []) {
      const c = this.conversations.get(meta.conversationID);
      if (!c) continue;
      if (
        c.customData === meta.customData &&
        sameList(c.markList, meta.markList) &&
        sameList(c.conversationGroupList, meta.conversationGroupList)
      )
        continue;
      c.customData = meta.customData;
      c.markList = [...meta.markList];
      c.conversationGroupList = [...meta.conversationGroupList];
      changed = true;
    }
    const groupsChanged = body.groupList !== undefined && this.setGroups(body.groupList);
    if (changed) this.conversations.changed();
    if (body.groupName && (changed || groupsChanged)) {
      const name = body.groupName;
      this.ctx.emit('onConversationInGroupUpdated', {
        groupName: name,
        conversationList: this.conversations.sorted().filter((c) => c.conversationGroupList.includes(name)),
      });
    }
  }

  private setGroups(groupList: string[]): boolean {
    if (this.loaded && sameList(this.groupList, groupList)) return false;
    const first = !this.loaded;
    this.groupList = [...groupList];
    this.loaded = true;
    if (first && groupList.length === 0) return false;
    this.ctx.emit('onConversationGroupListUpdated', [...groupList]);
    return true;
  }
}

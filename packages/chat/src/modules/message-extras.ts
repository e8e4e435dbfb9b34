import { CMD, CONV_TYPE, ELEM_TYPE, LIMITS, groupConversationID } from '@tifo/protocol';
import type { MergerContent } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import { ChatError, chatError } from '../core/errors';
import { withTencentMergedItems } from '../model/merged-view';
import type { Message } from '../model/message';
import type { MessageStore } from '../model/message-store';
import type { ConversationsModule } from './conversations';

/** getGroupMessageReadMemberList's answer (tim-js-sdk's shape: the other list stays empty). */
export interface ReadMemberList {
  cursor: string;
  isCompleted: boolean;
  messageID: string;
  readUserIDList: string[];
  unreadUserIDList: string[];
}

/** translateText's options: tim-js-sdk 2.27.6 names them sourceLanguage/targetLanguage, the wire source/target. */
export interface TranslateTextOptions {
  sourceTextList: string[];
  sourceLanguage?: string;
  targetLanguage?: string;
  source?: string;
  target?: string;
}

/** Seconds looked back before the last check when asking for revocations (clock skew, requests in flight). */
const REVOKE_LOOKBACK = 300;

function messagesOf(value: unknown): Message[] {
  if (!Array.isArray(value) || value.length === 0)
    throw chatError('INVALID_PARAMETER', 'messageList must be a non-empty array of messages');
  const list = value as Message[];
  const conversationID = list[0]?.conversationID;
  for (const m of list) {
    if (typeof m?.ID !== 'string' || m.conversationID !== conversationID)
      throw chatError('INVALID_PARAMETER', 'messages must be of one conversation');
  }
  return list;
}

/** Read receipts, merged-message downloads, translation and the revocations a client missed while away. */
export class MessageExtrasModule {
  /** Server-clock-free time of the last complete sync or recovery (seconds): revocations are asked since. */
  private checkedAt = 0;

  constructor(
    private readonly ctx: ChatContext,
    private readonly store: MessageStore,
    private readonly conversations: ConversationsModule,
  ) {}

  /** sendMessageReadReceipt: incoming messages of one conversation that asked for a receipt (else 2114). */
  async sendReadReceipt(value: unknown): Promise<Record<string, never>> {
    const list = messagesOf(value).filter(
      (m) => m.from !== this.ctx.userID && m.needReadReceipt && m.sequence > 0,
    );
    if (list.length === 0) throw chatError('READ_RECEIPT_LIST_EMPTY');
    await this.ctx.request(CMD.SEND_READ_RECEIPT, {
      conversationID: list[0]!.conversationID,
      sequenceList: list.map((m) => m.sequence),
    });
    return {};
  }

  /**
   * getMessageReadReceiptList: read counts of my messages that asked for receipts, from the service. As in
   * tim-js-sdk, a C2C call answers those messages, a group call every message given (counts on its own).
   */
  async readReceiptList(value: unknown): Promise<{ messageList: Message[] }> {
    const list = messagesOf(value);
    const mine = list.filter((m) => m.from === this.ctx.userID && m.needReadReceipt && m.sequence > 0);
    const group = list[0]!.conversationType === CONV_TYPE.GROUP;
    if (mine.length > 0) {
      const res = await this.ctx.request(CMD.READ_RECEIPT_LIST, {
        conversationID: list[0]!.conversationID,
        sequenceList: mine.map((m) => m.sequence).slice(0, 100),
      });
      const bySeq = new Map(res.list.map((r) => [r.sequence, r]));
      for (const m of mine) {
        const r = bySeq.get(m.sequence);
        if (!r) continue;
        m.readReceiptInfo.readCount = r.readCount;
        m.readReceiptInfo.unreadCount = r.unreadCount;
        if (!group && r.isPeerRead) {
          m.readReceiptInfo.isPeerRead = true;
          m.isPeerRead = true;
        }
      }
    }
    return { messageList: group ? list : mine };
  }

  /** getGroupMessageReadMemberList: filter 0 read, 1 unread; count default and max 100; cursor. */
  async readMembers(options: {
    message: Message;
    filter?: number;
    cursor?: string;
    count?: number;
  }): Promise<ReadMemberList> {
    const message = options?.message;
    if (message?.conversationType !== CONV_TYPE.GROUP || !(message.sequence > 0))
      throw chatError('INVALID_PARAMETER', 'message must be a sent group message');
    const filter = options.filter === 1 ? 1 : 0;
    const count =
      typeof options.count === 'number' && options.count > 0 && options.count < LIMITS.READ_RECEIPT_MEMBERS
        ? Math.floor(options.count)
        : LIMITS.READ_RECEIPT_MEMBERS;
    const res = await this.ctx.request(CMD.READ_RECEIPT_MEMBERS, {
      conversationID: message.conversationID,
      sequence: message.sequence,
      filter,
      cursor: typeof options.cursor === 'string' ? options.cursor : '',
      count,
    });
    return {
      cursor: res.cursor,
      isCompleted: res.isCompleted,
      messageID: message.ID,
      readUserIDList: filter === 0 ? res.userIDList : [],
      unreadUserIDList: filter === 1 ? res.userIDList : [],
    };
  }

  /**
   * Before a merged message is sent: a list over 11,264 bytes is uploaded and the message carries its key
   * (the element's list is emptied; downloadMergeMessage gets it back).
   */
  async uploadMergerBeforeSend(message: Message): Promise<void> {
    const element = message?.elements?.[0];
    if (element?.type !== ELEM_TYPE.MERGER || element.content.downloadKey) return;
    const content = element.content;
    if (new TextEncoder().encode(JSON.stringify(content.messageList)).length <= LIMITS.MERGER_INLINE_BYTES)
      return;
    let uploaded;
    try {
      uploaded = await this.ctx.request(CMD.MERGER_UPLOAD, { messageList: content.messageList });
    } catch (error) {
      message.status = 'fail';
      const code = error instanceof ChatError ? error.code : 2100;
      throw new ChatError(code, error instanceof Error ? error.message : undefined, { message });
    }
    const { downloadKey, pbDownloadKey } = uploaded;
    Object.assign(content, { downloadKey, pbDownloadKey, pluginVersion: 1, messageList: [] });
  }

  /** downloadMergeMessage: resolves the message itself with `payload.messageList` filled (tim-js-sdk's way). */
  async downloadMerger(message: Message): Promise<Message> {
    if (message?.type !== ELEM_TYPE.MERGER) throw chatError('MERGER_TYPE_INVALID');
    const content = message.payload as MergerContent;
    if (!content.downloadKey) throw chatError('MERGER_KEY_INVALID');
    let list;
    try {
      list = await this.ctx.request(CMD.MERGER_DOWNLOAD, { downloadKey: content.downloadKey });
    } catch (error) {
      const detail = error instanceof ChatError ? `${error.code} ${error.message}` : String(error);
      throw chatError('MERGER_DOWNLOAD_FAIL', `merger download fail (${detail})`);
    }
    content.messageList = list.messageList;
    withTencentMergedItems([{ type: ELEM_TYPE.MERGER, content }]);
    content.downloadKey = '';
    content.pbDownloadKey = '';
    return message;
  }

  /** translateText: through the service's configured translator (2117 when none or when it fails). */
  async translate(options: TranslateTextOptions): Promise<{ translatedTextList: string[] }> {
    const texts = options?.sourceTextList;
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string'))
      throw chatError('INVALID_PARAMETER', 'sourceTextList must be a non-empty array of strings');
    const target = options.targetLanguage ?? options.target;
    if (!target) throw chatError('INVALID_PARAMETER', 'targetLanguage is required');
    const res = await this.ctx.request(CMD.TRANSLATE_TEXT, {
      sourceTextList: texts,
      source: options.sourceLanguage ?? options.source ?? 'auto',
      target,
    });
    return { translatedTextList: res.translatedTextList };
  }

  /** After the initial sync: revocations from now on are pushed, or asked for on the next recovery. */
  markChecked(): void {
    this.checkedAt = Math.floor(Date.now() / 1000);
  }

  /**
   * After a reconnect: group messages this client holds that were revoked while it was away (spec 7
   * revoked-notify) become revoked, and MESSAGE_REVOKED tells the host. Groups with no message held
   * have nothing to update and are not asked.
   */
  async recoverRevoked(): Promise<void> {
    const since = this.checkedAt;
    const now = Math.floor(Date.now() / 1000);
    if (since === 0) {
      this.checkedAt = now;
      return;
    }
    const revoked: Message[] = [];
    for (const c of this.conversations.all()) {
      if (c.type !== CONV_TYPE.GROUP || c.subType === 'AVChatRoom') continue;
      if (this.store.list(c.conversationID).length === 0) continue;
      const groupID = c.conversationID.slice(CONV_TYPE.GROUP.length);
      const begin = Math.max(0, since - REVOKE_LOOKBACK);
      await this.revokedSince(groupID, begin, revoked).catch(async (error: unknown) => {
        // Over the service's frequency limit (many groups at once): one more try after its window.
        if (!(error instanceof ChatError) || error.code !== 2996) return;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await this.revokedSince(groupID, begin, revoked).catch(() => undefined);
      });
    }
    this.checkedAt = now;
    if (revoked.length > 0) this.ctx.emit('onMessageRevoked', revoked);
  }

  private async revokedSince(groupID: string, beginTime: number, out: Message[]): Promise<void> {
    const conversationID = groupConversationID(groupID);
    let begin = beginTime;
    for (let page = 0; page < 20; page += 1) {
      const res = await this.ctx.request(CMD.GROUP_REVOKED_NOTIFY, { groupID, beginTime: begin });
      for (const n of res.notifyList) {
        const m = this.store.bySeq(conversationID, n.sequence);
        if (!m || m.isRevoked) continue;
        const wasUnread = m.flow === 'in' && !m.isRead;
        m.isRevoked = true;
        m.revoker = n.revoker;
        this.conversations.onRevoked(m, wasUnread);
        out.push(m);
      }
      // A page that ends inside one second would start there again: stop rather than loop.
      if (res.nextRevokedTime === 0 || res.nextRevokedTime <= begin) break;
      begin = res.nextRevokedTime;
    }
  }

  /** Logout. */
  reset(): void {
    this.checkedAt = 0;
  }
}

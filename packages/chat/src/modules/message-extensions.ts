import { CMD, EXTENSION_LIMITS, EXTENSION_OPERATE } from '@tifo/protocol';
import type { MessageExtension, MessageExtensionsPush } from '@tifo/protocol';
import type { ExtensionItem, ExtensionResult } from '../constants/event-data';
import type { ChatContext } from '../core/context';
import { chatError } from '../core/errors';
import type { Message } from '../model/message';

function requireExtensible(message: unknown): Message {
  const m = message as Message | undefined;
  if (!m || typeof m.ID !== 'string' || typeof m.conversationID !== 'string')
    throw chatError('INVALID_PARAMETER', 'message must be a message instance');
  if (m.status !== 'success' || !(m.sequence > 0))
    throw chatError('INVALID_PARAMETER', 'the message must be sent successfully');
  if (!m.isSupportExtension)
    throw chatError('INVALID_PARAMETER', 'the message was not sent with isSupportExtension');
  return m;
}

/**
 * Message extensions (Tencent's MessageExtensionModule): the keys of each message seen so far with their
 * seq, so a set or delete sends the seq the key had when this client last saw it and the service can
 * refuse a key someone else wrote meanwhile (23001, with the stored value, which is kept here too).
 */
export class MessageExtensionsModule {
  /** messageID -> key -> value and seq ('' value: deleted). */
  private readonly keys = new Map<string, Map<string, { value: string; seq: number }>>();

  constructor(private readonly ctx: ChatContext) {}

  private remember(messageID: string, list: MessageExtension[]): void {
    let byKey = this.keys.get(messageID);
    if (!byKey) {
      byKey = new Map();
      this.keys.set(messageID, byKey);
    }
    for (const e of list) {
      const known = byKey.get(e.key);
      if (!known || known.seq <= e.seq) byKey.set(e.key, { value: e.value, seq: e.seq });
    }
  }

  private seqOf(messageID: string, key: string): number {
    return this.keys.get(messageID)?.get(key)?.seq ?? 0;
  }

  private async modify(
    message: Message,
    operateType: 1 | 2 | 3,
    list: ExtensionItem[],
  ): Promise<{ extensions: ExtensionResult[] }> {
    const res = await this.ctx.request(CMD.MSG_EXT_MODIFY, {
      conversationID: message.conversationID,
      sequence: message.sequence,
      operateType,
      extensionList: list.map((e) => ({ key: e.key, value: e.value, seq: this.seqOf(message.ID, e.key) })),
    });
    if (operateType === EXTENSION_OPERATE.CLEAR) this.keys.delete(message.ID);
    this.remember(
      message.ID,
      res.extensions.map((r) => r.extension),
    );
    return {
      extensions: res.extensions.map((r) => ({
        code: r.errorCode,
        key: r.extension.key,
        value: r.extension.value,
      })),
    };
  }

  /** setMessageExtensions: at most 20 keys a call (more are cut, as Tencent's SDK does). */
  async set(message: unknown, extensions: unknown): Promise<{ extensions: ExtensionResult[] }> {
    const m = requireExtensible(message);
    if (!Array.isArray(extensions) || extensions.length === 0)
      throw chatError('INVALID_PARAMETER', 'extensions must be a non-empty array');
    const list = extensions.slice(0, EXTENSION_LIMITS.PER_CALL).map((e: unknown) => {
      const item = e as Partial<ExtensionItem> | null;
      if (typeof item?.key !== 'string' || !item.key || typeof item.value !== 'string')
        throw chatError('INVALID_PARAMETER', 'each extension needs a string key and value');
      return { key: item.key, value: item.value };
    });
    return this.modify(m, EXTENSION_OPERATE.SET, list);
  }

  /** getMessageExtensions: every page from the service; keys with a value. */
  async get(message: unknown): Promise<{ extensions: ExtensionItem[] }> {
    const m = requireExtensible(message);
    const all: MessageExtension[] = [];
    let startSequence = 0;
    for (let page = 0; page < 100; page += 1) {
      const res = await this.ctx.request(CMD.MSG_EXT_GET, {
        conversationID: m.conversationID,
        sequence: m.sequence,
        startSequence,
      });
      all.push(...res.extensions);
      if (res.completeFlag === 1 || res.extensions.length === 0) break;
      startSequence = res.extensions[res.extensions.length - 1]!.seq + 1;
    }
    this.keys.set(m.ID, new Map(all.map((e) => [e.key, { value: e.value, seq: e.seq }])));
    return { extensions: all.filter((e) => e.value !== '').map((e) => ({ key: e.key, value: e.value })) };
  }

  /** deleteMessageExtensions: the listed keys, or every key without a list. */
  async delete(message: unknown, keyList?: unknown): Promise<{ extensions: ExtensionResult[] }> {
    const m = requireExtensible(message);
    if (keyList === undefined || (Array.isArray(keyList) && keyList.length === 0))
      return this.modify(m, EXTENSION_OPERATE.CLEAR, []);
    if (!Array.isArray(keyList) || keyList.some((k) => typeof k !== 'string' || !k))
      throw chatError('INVALID_PARAMETER', 'keyList must be an array of keys');
    const keys = (keyList as string[]).slice(0, EXTENSION_LIMITS.PER_CALL);
    return this.modify(
      m,
      EXTENSION_OPERATE.DELETE,
      keys.map((key) => ({ key, value: '' })),
    );
  }

  /** A `messageExtensions` push: keeps the keys and tells the host what was set or deleted. */
  onPush(body: MessageExtensionsPush): void {
    const { messageID } = body;
    if (body.operateType === EXTENSION_OPERATE.CLEAR) {
      const keyList = [...(this.keys.get(messageID)?.entries() ?? [])]
        .filter(([, v]) => v.value !== '' && v.seq <= body.clearSequence)
        .map(([k]) => k);
      this.keys.delete(messageID);
      this.ctx.emit('onMessageExtensionsDeleted', { messageID, keyList });
      return;
    }
    this.remember(messageID, body.extensions);
    if (body.operateType === EXTENSION_OPERATE.DELETE) {
      this.ctx.emit('onMessageExtensionsDeleted', { messageID, keyList: body.extensions.map((e) => e.key) });
      return;
    }
    this.ctx.emit('onMessageExtensionsUpdated', {
      messageID,
      extensions: body.extensions.map((e) => ({ key: e.key, value: e.value })),
    });
  }

  /** Logout. */
  reset(): void {
    this.keys.clear();
  }
}

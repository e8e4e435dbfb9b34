import type { Message } from './message';

/**
 * Messages the SDK has handed to the host, by conversation: found again by ID (nextReqMessageID,
 * revoke/modify/delete by the host) or by sequence (server updates). Also the highest sequence held
 * per conversation, which recovery compares with the server's.
 */
export class MessageStore {
  private readonly byConversation = new Map<string, Map<string, Message>>();
  private readonly bySequence = new Map<string, Map<number, Message>>();
  private readonly lastSequence = new Map<string, number>();
  /** Own message sequences above the delivered one, waiting for the gap below them to close. */
  private readonly ahead = new Map<string, Set<number>>();

  /** Stores (or replaces) a message. */
  put(message: Message): void {
    let byID = this.byConversation.get(message.conversationID);
    if (!byID) {
      byID = new Map();
      this.byConversation.set(message.conversationID, byID);
    }
    byID.set(message.ID, message);
    if (message.sequence > 0) {
      let bySeq = this.bySequence.get(message.conversationID);
      if (!bySeq) {
        bySeq = new Map();
        this.bySequence.set(message.conversationID, bySeq);
      }
      bySeq.set(message.sequence, message);
    }
  }

  /** Re-keys a message whose ID changed (local ID to server ID after sending). */
  rekey(oldID: string, message: Message): void {
    this.byConversation.get(message.conversationID)?.delete(oldID);
    this.put(message);
  }

  /** A message by conversation and ID. */
  byID(conversationID: string, id: string): Message | undefined {
    return this.byConversation.get(conversationID)?.get(id);
  }

  /** A message by ID in any conversation (findMessage), null when this client does not hold it. */
  find(id: string): Message | null {
    for (const byID of this.byConversation.values()) {
      const m = byID.get(id);
      if (m) return m;
    }
    return null;
  }

  /** A message by conversation and sequence. */
  bySeq(conversationID: string, sequence: number): Message | undefined {
    return this.bySequence.get(conversationID)?.get(sequence);
  }

  /** Messages of a conversation (any order). */
  list(conversationID: string): Message[] {
    return [...(this.byConversation.get(conversationID)?.values() ?? [])];
  }

  /** Removes a message (deleted). */
  remove(message: Message): void {
    this.byConversation.get(message.conversationID)?.delete(message.ID);
    this.bySequence.get(message.conversationID)?.delete(message.sequence);
  }

  /** Removes a whole conversation (cleared, deleted, group gone). */
  removeConversation(conversationID: string): void {
    this.byConversation.delete(conversationID);
    this.bySequence.delete(conversationID);
  }

  /**
   * Records that everything up to `sequence` was delivered for the conversation (a baseline, a
   * recovered range, or the push right after the last one), then absorbs own messages just above.
   */
  noteSequence(conversationID: string, sequence: number): void {
    let last = Math.max(sequence, this.lastSequence.get(conversationID) ?? 0);
    const ahead = this.ahead.get(conversationID);
    if (ahead) {
      while (ahead.has(last + 1)) last += 1;
      for (const s of ahead) if (s <= last) ahead.delete(s);
      if (ahead.size === 0) this.ahead.delete(conversationID);
    }
    this.lastSequence.set(conversationID, last);
  }

  /**
   * A message I sent got `sequence`. It only counts as delivered once everything before it was:
   * others' messages below it may still be on their way, and recovery must still fetch them.
   */
  noteOwn(conversationID: string, sequence: number): void {
    const last = this.lastSequence.get(conversationID) ?? 0;
    if (sequence <= last) return;
    if (sequence === last + 1) {
      this.noteSequence(conversationID, sequence);
      return;
    }
    let ahead = this.ahead.get(conversationID);
    if (!ahead) {
      ahead = new Set();
      this.ahead.set(conversationID, ahead);
    }
    ahead.add(sequence);
  }

  /** True once a baseline (even 0, an empty group) is known for the conversation. */
  knowsSeq(conversationID: string): boolean {
    return this.lastSequence.has(conversationID);
  }

  /** Highest sequence up to which everything was delivered (0 when none). */
  lastSeq(conversationID: string): number {
    return this.lastSequence.get(conversationID) ?? 0;
  }

  /** Forgets everything (logout). */
  clear(): void {
    this.byConversation.clear();
    this.bySequence.clear();
    this.lastSequence.clear();
    this.ahead.clear();
  }
}

import type { Presence, SendSlot } from './types';

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}
function remove(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (!set.size) map.delete(key);
}

/** In-process presence. */
export class MemoryPresence implements Presence {
  private readonly users = new Map<string, Set<string>>();
  private readonly rooms = new Map<string, Set<string>>();
  /** Per room, each logged-in member's connections in it; a Map keeps the order members first came in. */
  private readonly roomMembers = new Map<string, Map<string, Set<string>>>();
  private readonly broadcastSeqs = new Map<string, number>();
  /** Last accepted send per `groupID\nuserID` under slow mode, with when it may be forgotten. */
  private readonly sendSlots = new Map<string, { at: number; keepUntil: number }>();
  private nextSweep = 0;

  async setOnline(userID: string, connKey: string): Promise<void> {
    add(this.users, userID, connKey);
  }
  async setOffline(userID: string, connKey: string): Promise<void> {
    remove(this.users, userID, connKey);
  }
  async onlineUsers(userIDs: string[]): Promise<Set<string>> {
    return new Set(userIDs.filter((id) => this.users.has(id)));
  }
  async joinRoom(groupID: string, connKey: string, userID?: string): Promise<void> {
    add(this.rooms, groupID, connKey);
    if (!userID) return;
    let members = this.roomMembers.get(groupID);
    if (!members) this.roomMembers.set(groupID, (members = new Map()));
    add(members, userID, connKey);
  }
  async leaveRoom(groupID: string, connKey: string, userID?: string): Promise<void> {
    remove(this.rooms, groupID, connKey);
    const members = this.roomMembers.get(groupID);
    if (!userID || !members) return;
    remove(members, userID, connKey);
    if (!members.size) this.roomMembers.delete(groupID);
  }
  async roomUsers(groupID: string, offset: number, count: number) {
    const members = [...(this.roomMembers.get(groupID)?.keys() ?? [])];
    return { userIDs: members.slice(offset, offset + count), total: members.length };
  }
  async roomCount(groupID: string): Promise<number> {
    return this.rooms.get(groupID)?.size ?? 0;
  }
  async takeBroadcastSeq(groupID: string): Promise<number> {
    const next = (this.broadcastSeqs.get(groupID) ?? 0) + 1;
    this.broadcastSeqs.set(groupID, next);
    return next;
  }
  async lastBroadcastSeq(groupID: string): Promise<number> {
    return this.broadcastSeqs.get(groupID) ?? 0;
  }
  async takeSendSlot(groupID: string, userID: string, intervalMs: number, keepMs: number): Promise<SendSlot> {
    const now = Date.now();
    this.sweep(now);
    const key = `${groupID}\n${userID}`;
    const hit = this.sendSlots.get(key);
    const previous = hit && hit.keepUntil > now ? hit.at : 0;
    if (previous && now - previous < intervalMs)
      return { waitMs: intervalMs - (now - previous), at: 0, previous };
    this.sendSlots.set(key, { at: now, keepUntil: now + keepMs });
    return { waitMs: 0, at: now, previous };
  }
  async returnSendSlot(groupID: string, userID: string, slot: SendSlot, keepMs: number): Promise<void> {
    const key = `${groupID}\n${userID}`;
    if (!slot.at || this.sendSlots.get(key)?.at !== slot.at) return;
    if (slot.previous) this.sendSlots.set(key, { at: slot.previous, keepUntil: slot.previous + keepMs });
    else this.sendSlots.delete(key);
  }
  /** Forgets expired slots at most once a second, so the map holds only recent senders. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [key, slot] of this.sendSlots) if (slot.keepUntil <= now) this.sendSlots.delete(key);
  }
  async close(): Promise<void> {
    this.sendSlots.clear();
    this.users.clear();
    this.rooms.clear();
    this.roomMembers.clear();
    this.broadcastSeqs.clear();
  }
}

import type { Presence } from './types';

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
  private readonly broadcastSeqs = new Map<string, number>();

  async setOnline(userID: string, connKey: string): Promise<void> {
    add(this.users, userID, connKey);
  }
  async setOffline(userID: string, connKey: string): Promise<void> {
    remove(this.users, userID, connKey);
  }
  async onlineUsers(userIDs: string[]): Promise<Set<string>> {
    return new Set(userIDs.filter((id) => this.users.has(id)));
  }
  async joinRoom(groupID: string, connKey: string): Promise<void> {
    add(this.rooms, groupID, connKey);
  }
  async leaveRoom(groupID: string, connKey: string): Promise<void> {
    remove(this.rooms, groupID, connKey);
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
  async close(): Promise<void> {
    this.users.clear();
    this.rooms.clear();
    this.broadcastSeqs.clear();
  }
}

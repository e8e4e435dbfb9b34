import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Chat } from '@tifo/chat';
import { useCommonConfig } from '../../data/queries/config';
import type { Match } from '../../data/sports/types';
import { applyChanges, liveScoreChangesOf } from './apply-changes';
import type { LiveMatchChange } from './apply-changes';

/** Patches every cached list and refreshes the open detail of each changed match. */
function applyToCache(client: QueryClient, changes: LiveMatchChange[]): void {
  const byId = new Map(changes.map((c) => [c.match_id, c]));
  client.setQueriesData<Match[]>({ queryKey: ['sports', 'date'] }, (list) => applyChanges(list, byId));
  client.setQueriesData<Match[]>({ queryKey: ['sports', 'followed'] }, (list) => applyChanges(list, byId));
  for (const change of changes) {
    void client.invalidateQueries({
      predicate: (query) => {
        const [root, kind, a, b] = query.queryKey;
        return (
          root === 'sports' &&
          ((kind === 'match' && a === change.match_id) || (kind === 'tab' && b === change.match_id))
        );
      },
    });
  }
  // A status change moves the clock's reference (second-half kickoff): refetch the lists for exact timing.
  if (changes.some((c) => c.reasons.includes('status'))) {
    void client.invalidateQueries({ queryKey: ['sports', 'date'] });
  }
}

/**
 * Listens to the live-score room of the messaging service while `enabled`, and applies each match change to
 * the cached lists within the push's latency. The chat SDK loads on demand, so it costs nothing before the
 * first paint; if the room cannot be joined, the lists' own polling keeps the page current.
 */
export function useLiveScoreFeed(enabled: boolean): void {
  const client = useQueryClient();
  const { data: common } = useCommonConfig();
  const groupID = typeof common?.config.live_score_group === 'string' ? common.config.live_score_group : '';
  const sdkAppID = Number(common?.config.im_sdkappid ?? 0);

  useEffect(() => {
    if (!enabled || !groupID || !sdkAppID) return;
    let stopped = false;
    let chat: Chat | null = null;
    void import('@tifo/chat').then(async ({ Chat: ChatSdk }) => {
      if (stopped) return;
      // Its own instance: the session's would leave the user's live room when this one joins the score room.
      chat = ChatSdk.create({ SDKAppID: sdkAppID, isolated: true });
      chat.on(ChatSdk.EVENT.MESSAGE_RECEIVED, (event) => {
        const changes = liveScoreChangesOf(event.data, groupID);
        if (changes.length) applyToCache(client, changes);
      });
      try {
        await chat.joinGroup({ groupID });
      } catch {
        // Polling remains the source of updates.
      }
    });
    return () => {
      stopped = true;
      void chat?.destroy();
    };
  }, [enabled, groupID, sdkAppID, client]);
}

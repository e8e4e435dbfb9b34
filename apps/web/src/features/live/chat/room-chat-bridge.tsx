// The room's chat as its own chunk: /live-detail renders the player first and loads this beside it, so the
// first frame never waits for the chat's code (about 100 KB with the chat SDK's session). The bridge runs the
// chat and hands the screen what to draw: the danmaku over the player and the panel under the anchor card.
import { memo, useEffect } from 'react';
import { DanmakuLayer } from '../danmaku/danmaku-layer';
import { RoomChatPanel } from './room-chat-panel';
import { useRoomChat, type RoomChat } from './use-room-chat';

/** What the screen draws of the chat once it has loaded. */
export interface RoomChatParts {
  chat: RoomChat;
  Danmaku: typeof DanmakuLayer;
  Panel: typeof RoomChatPanel;
}

/** Runs the room's chat and reports it on every change. Memoised: the screen's renders do not re-run it. */
export const RoomChatBridge = memo(function RoomChatBridge({
  liveid,
  onChange,
}: {
  liveid: number;
  onChange: (parts: RoomChatParts | null) => void;
}) {
  const chat = useRoomChat(liveid);
  useEffect(() => {
    onChange({ chat, Danmaku: DanmakuLayer, Panel: RoomChatPanel });
  }, [chat, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
});

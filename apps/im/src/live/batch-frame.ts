import { PUSH, leanLiveMessage, type LiveWireMessage, type WireMessage } from '@tifo/protocol';
import { textFrame } from '../gateway/frame';

/**
 * One batch of a live room as complete WebSocket frames, in each wire form its viewers speak: lean for clients of
 * protocol version 2 and later, full for version 1 (an app still open from before a deploy). Each form is
 * encoded once, on first use, and the same bytes go to every viewer that reads it.
 */
export class BatchFrame {
  private full: Buffer | undefined;
  private lean: Buffer | undefined;

  constructor(
    private readonly groupID: string,
    private readonly messages: readonly WireMessage[],
  ) {}

  /** The frame for a viewer that reads lean messages (`lean`) or full ones. */
  for(lean: boolean): Buffer {
    if (lean) return (this.lean ??= this.encode(this.messages.map((m) => leanLiveMessage(m, this.groupID))));
    return (this.full ??= this.encode(this.messages));
  }

  private encode(messageList: readonly LiveWireMessage[]): Buffer {
    return textFrame(
      JSON.stringify({ push: PUSH.LIVE_MESSAGES, body: { groupID: this.groupID, messageList } }),
    );
  }
}

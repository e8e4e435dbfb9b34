// Types for the two protocol modules of node-media-server 4.3.2 this service uses (the package ships none).
declare module 'node-media-server/src/core/avpacket.js' {
  /** One FLV/RTMP media message; `flags`: 0 audio header, 1 audio, 2 video header, 3 keyframe, 4 frame, 5 metadata. */
  class AVPacket {
    codec_id: number;
    codec_type: number;
    flags: number;
    pts: number;
    dts: number;
    size: number;
    data: Buffer;
  }
  export = AVPacket;
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  class Flv {
    onPacketCallback: (packet: AVPacket) => void;
    parserData(buffer: Buffer): string | null;
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: AVPacket): Buffer;
  }
  export = Flv;
}

declare module 'node-media-server/src/protocol/rtmp.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  interface InvokeMessage {
    cmd: string;
    transId: number;
    streamName: string;
  }
  class Rtmp {
    streamApp: string;
    streamName: string;
    streamId: number;
    parserPacket: { header: { stream_id: number } };
    onConnectCallback: (req: { app: string; name: string }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    parserData(buffer: Buffer): string | null;
    onPublish(invokeMessage: InvokeMessage): void;
    onPlay(invokeMessage: InvokeMessage): void;
    onDeleteStream(invokeMessage: InvokeMessage): void;
    sendStatusMessage(sid: number, level: string, code: string, description: string): void;
  }
  export = Rtmp;
}

// The chat SDK module, loaded by dynamic import on first use, so screens that never chat never load it. Its own
// file because both the chat session and the upload path (api/upload.ts, which the session's upload plugin
// uses) need it: kept in the session, the two files would import each other.
import type * as ChatModule from '@tifo/chat';

type Sdk = typeof ChatModule;
let sdk: Promise<Sdk> | null = null;

/** The SDK module (Chat, Chat.TYPES, ChatError, TifoUploadPlugin), loading it once. */
export function chatSdk(): Promise<Sdk> {
  sdk ??= import('@tifo/chat');
  return sdk;
}

// The app's one chat session (ARCHITECTURE: "the web app holds one @tifo/chat instance"). The SDK is a dynamic
// import, so screens that never chat never load it. Logged-in users log in with their own identity (user id,
// txim_sign of user info); guests never log in and read live rooms anonymously (the SDK's long poll).
import type { Chat, Message } from '@tifo/chat';
import { ERROR_CODES } from '@tifo/protocol';
import { create } from 'zustand';
import { uploadPluginOptions } from '../api/upload';
import { chatSdk } from './chat-sdk';

/** Where the session is: idle (no SDK yet), guest (SDK loaded, not logged in), loggingIn, ready, failed. */
export type ChatSessionStatus = 'idle' | 'guest' | 'loggingIn' | 'ready' | 'failed';

/** The session's observable state. */
export interface ChatSessionState {
  status: ChatSessionStatus;
  /** The logged-in chat user ('' for guests). */
  userID: string;
}

/** Ready state of the session, for components (reading it never loads the SDK). */
export const useChatSession = create<ChatSessionState>(() => ({ status: 'idle', userID: '' }));

/** A user's chat identity. */
export interface ChatIdentity {
  userID: string;
  userSig: string;
}

let instance: { chat: Chat; appID: number } | null = null;
const listeners = new Set<(messages: Message[]) => void>();
// Logins and logouts run one after the other: a user change mid-login must not interleave with it.
let queue: Promise<void> = Promise.resolve();

/** The session's Chat instance for `appID`, created on first use. */
export async function getChat(appID: number): Promise<Chat> {
  const { Chat: ChatSdk, TifoUploadPlugin } = await chatSdk();
  if (instance?.appID === appID) return instance.chat;
  if (instance) void instance.chat.destroy();
  const chat = ChatSdk.create({ SDKAppID: appID });
  // Image and file messages upload to the API's storage, like the avatar (getTempKeysForMinio).
  chat.registerPlugin({ 'tim-upload-plugin': new TifoUploadPlugin(uploadPluginOptions()) });
  chat.on(ChatSdk.EVENT.MESSAGE_RECEIVED, (event) => {
    for (const listener of listeners) listener(event.data);
  });
  chat.on(ChatSdk.EVENT.SDK_READY, () => useChatSession.setState({ status: 'ready' }));
  chat.on(ChatSdk.EVENT.SDK_NOT_READY, () => {
    if (useChatSession.getState().userID) useChatSession.setState({ status: 'loggingIn' });
  });
  // Another device took this platform's session: read as a guest until the user changes.
  chat.on(ChatSdk.EVENT.KICKED_OUT, () => useChatSession.setState({ status: 'failed' }));
  instance = { chat, appID };
  if (useChatSession.getState().status === 'idle') useChatSession.setState({ status: 'guest' });
  return chat;
}

/** Calls `listener` with every batch of received messages; returns the unsubscribe. */
export function onChatMessages(listener: (messages: Message[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function applyIdentity(appID: number, identity: ChatIdentity | null): Promise<void> {
  const current = useChatSession.getState();
  if (!identity) {
    if (!current.userID || !instance) return;
    useChatSession.setState({ status: 'guest', userID: '' });
    await instance.chat.logout().catch(() => undefined);
    return;
  }
  if (current.userID === identity.userID && current.status !== 'failed') return;
  const chat = await getChat(appID);
  if (current.userID && current.userID !== identity.userID) await chat.logout().catch(() => undefined);
  useChatSession.setState({ status: 'loggingIn', userID: identity.userID });
  try {
    await chat.login(identity);
    useChatSession.setState({ status: 'ready' });
  } catch (error) {
    // REPEAT_LOGIN: another login within 15 s of the last one is still under way (spec 4 ignores it).
    if ((error as { code?: number }).code === ERROR_CODES.REPEAT_LOGIN.code) return;
    useChatSession.setState({ status: 'failed' });
  }
}

/** Logs the session in as `identity`, or out when null (a user change logs out first). */
export function syncChatIdentity(appID: number, identity: ChatIdentity | null): Promise<void> {
  queue = queue.then(() => applyIdentity(appID, identity)).catch(() => undefined);
  return queue;
}

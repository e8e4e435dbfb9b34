/**
 * The messaging wire format shared by the service (apps/im) and the SDK (packages/chat).
 * Node-only signing lives under `@tifo/protocol/node`.
 */
export const PROTOCOL_VERSION = 1;

import type { EventEmitter } from 'node:events';

/** What the anchors module tells other modules: a follow made (`following` true) or ended. */
export type AnchorEvents = EventEmitter<{ follow: [userId: number, anchorId: number, following: boolean] }>;

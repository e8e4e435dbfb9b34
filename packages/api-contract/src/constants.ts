// The contract's constants, free of zod so the web app can import them as values (`@tifo/api-contract/constants`)
// without bringing a schema library into the browser bundle.

/**
 * The ledger's currencies. `test_diamond` and `test_point` are test money (the sandbox provider's credits and the
 * anchor's share of gifts paid with them): never turned into `diamond` or `anchor_point`, never withdrawable.
 */
export const CURRENCIES = ['diamond', 'gold', 'anchor_point', 'test_diamond', 'test_point'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What a ledger transfer is for; the trans-log filters by it. Append kinds as features need them. */
export const TRANSFER_KINDS = [
  'recharge',
  'gift',
  'vip',
  'withdraw',
  'invite_profit',
  'grant',
  'refund',
  'shop',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** A transfer's state: pending transfers hold their debits until posted or voided. */
export const TRANSFER_STATES = ['posted', 'pending', 'voided'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** The longest trans-log page a caller gets. */
export const MAX_HISTORY_LIMIT = 100;

/** A withdrawal's review states (spec section 9: under review, dispatching, dispatched, cancelled). */
export const WITHDRAW_STATES = ['review', 'dispatching', 'dispatched', 'cancelled'] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

/** Where a payout goes: the anchor names an account of one of these kinds. */
export const PAYOUT_METHODS = ['alipay', 'bank', 'pix'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What an operator does to a withdrawal request. */
export const WITHDRAW_ACTIONS = ['approve', 'dispatch', 'cancel'] as const;
export type WithdrawAction = (typeof WITHDRAW_ACTIONS)[number];

/** VIP levels: 0 none, 1 VIP, 2 SVIP (an SVIP enjoys every VIP benefit). */
export type VipLevel = 0 | 1 | 2;

/** The currencies recharge packages are priced in (prices in minor units: fen, centavos). */
export const PRICE_CURRENCIES = ['CNY', 'BRL'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** A recharge order's states. */
export const ORDER_STATES = ['created', 'paid', 'credited', 'failed', 'expired', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What a recharge order's result page shows for its state. */
export const ORDER_RESULTS = ['pending', 'success', 'failed', 'refunded'] as const;
export type OrderResult = (typeof ORDER_RESULTS)[number];

/** A room's contribution ranking: today (Beijing time) or all time. */
export const RANKING_RANGES = ['today', 'all'] as const;
export type RankingRange = (typeof RANKING_RANGES)[number];

/** Feedback kinds: 1 suggestion, 2 problem, 3 complaint, 4 other (0 when the client does not say). */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** What an upload is: its kind sets the accepted types and the size limit. */
export const UPLOAD_KINDS = ['image', 'file', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A live-room chat ban's durations in seconds (spec: 3 days, 1 day, 1 hour, 10 minutes). */
export const BAN_DURATIONS = [259200, 86400, 3600, 600] as const;

/** A live room's slow-mode intervals in seconds (spec: unlimited, 5 s, 10 s, 30 s, 1 minute). */
export const SLOW_MODES = [0, 5, 10, 30, 60] as const;

/** Who may speak in a live room: everyone, logged-in users, the anchor's fans (@tifo/protocol's LiveSpeakRule). */
export const SPEAK_RULES = ['all', 'users', 'fans'] as const;

/** A user's part in a live room (a guest is not signed in; @tifo/protocol's RoomMemberRole). */
export const ROOM_ROLES = ['anchor', 'admin', 'member', 'guest'] as const;

/** Members one getMemberBadges call may ask about (a page of the messaging service's member list). */
export const MEMBER_BADGES_MAX = 100;

/** A gift send's quantity choices (spec section 9). */
export const GIFT_QUANTITIES = [1, 10, 66, 88, 100, 520, 1314] as const;

import { createHash } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import { CURRENCIES, SYSTEM_ACCOUNTS, TRANSFER_KINDS } from './types';
import type { AccountRef, Currency, Posting, TransferKind, TransferRequest } from './types';

/** A user account's net change in one currency within a transfer. */
export interface AccountDelta {
  userId: number;
  currency: Currency;
  delta: number;
}

/** A checked transfer request: normalized postings, the content digest and the users' net changes. */
export interface CheckedRequest {
  key: string;
  kind: TransferKind;
  postings: Posting[];
  memo: Record<string, unknown>;
  pending: boolean;
  digest: string;
  /** Sorted by user then currency: accounts are always locked in this order (no deadlocks on PostgreSQL). */
  deltas: AccountDelta[];
}

const MAX_POSTINGS = 16;
const MAX_MEMO_BYTES = 2048;

function invalid(detail: string): ApiError {
  return new ApiError('INVALID_INPUT', `ledger: ${detail}`);
}

function checkAccount(ref: AccountRef): AccountRef {
  if ('userId' in ref) {
    if (!Number.isSafeInteger(ref.userId) || ref.userId <= 0)
      throw invalid('userId must be a positive integer');
    return { userId: ref.userId };
  }
  if (!(SYSTEM_ACCOUNTS as readonly string[]).includes(ref.system))
    throw invalid(`unknown account ${ref.system}`);
  return { system: ref.system };
}

/** The account's identity as a string (for comparisons and digests). */
export function accountId(ref: AccountRef): string {
  return 'userId' in ref ? `u${ref.userId}` : `s:${ref.system}`;
}

function checkPosting(posting: Posting): Posting {
  if (!(CURRENCIES as readonly string[]).includes(posting.currency)) {
    throw invalid(`unknown currency ${String(posting.currency)}`);
  }
  if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0) {
    throw invalid('amount must be a positive integer');
  }
  const from = checkAccount(posting.from);
  const to = checkAccount(posting.to);
  if (accountId(from) === accountId(to)) throw invalid('a posting moves between two different accounts');
  return { currency: posting.currency, from, to, amount: posting.amount };
}

/** Each user's net change per currency, in lock order. */
export function netDeltas(postings: Posting[]): AccountDelta[] {
  const byAccount = new Map<string, AccountDelta>();
  const add = (ref: AccountRef, currency: Currency, amount: number): void => {
    if (!('userId' in ref)) return;
    const id = `${ref.userId}:${currency}`;
    const delta = byAccount.get(id) ?? { userId: ref.userId, currency, delta: 0 };
    delta.delta += amount;
    byAccount.set(id, delta);
  };
  for (const p of postings) {
    add(p.from, p.currency, -p.amount);
    add(p.to, p.currency, p.amount);
  }
  return [...byAccount.values()].sort((a, b) =>
    a.userId !== b.userId
      ? a.userId - b.userId
      : a.currency < b.currency
        ? -1
        : a.currency > b.currency
          ? 1
          : 0,
  );
}

/**
 * Checks a request and computes what the ledger needs from it. A bad request is the calling feature's bug or
 * its user's bad input (e.g. a zero quantity), so it is INVALID_INPUT, never a 5xx.
 */
export function checkRequest(request: TransferRequest): CheckedRequest {
  const { key, kind } = request;
  if (typeof key !== 'string' || key.length === 0 || key.length > 128)
    throw invalid('key must be 1-128 characters');
  if (!(TRANSFER_KINDS as readonly string[]).includes(kind)) throw invalid(`unknown kind ${String(kind)}`);
  if (
    !Array.isArray(request.postings) ||
    request.postings.length === 0 ||
    request.postings.length > MAX_POSTINGS
  ) {
    throw invalid(`a transfer has 1-${MAX_POSTINGS} postings`);
  }
  const postings = request.postings.map(checkPosting);
  const pending = request.pending === true;
  // A pending transfer's credits to users would be spendable before it settles (or vanish on void):
  // holds move value to system accounts only (withdrawals go to payout_clearing).
  if (pending && postings.some((p) => 'userId' in p.to)) {
    throw invalid('a pending transfer credits system accounts only');
  }
  const memo = request.memo ?? {};
  if (typeof memo !== 'object' || memo === null || Array.isArray(memo))
    throw invalid('memo must be an object');
  if (Buffer.byteLength(JSON.stringify(memo)) > MAX_MEMO_BYTES) throw invalid('memo is too large');
  // The memo is descriptive (a retry may rebuild it, e.g. a gift's translated name): it is not part of the content.
  const content = JSON.stringify([
    kind,
    pending,
    postings.map((p) => [p.currency, accountId(p.from), accountId(p.to), p.amount]),
  ]);
  const digest = createHash('sha256').update(content).digest('hex');
  return { key, kind, postings, memo, pending, digest, deltas: netDeltas(postings) };
}

import type { z } from 'zod';
import type { ImContext } from '../context';
import type { Connection } from './connection';
import { ImError } from '../errors';

/** A command handler: validated body in, response body out; throws ImError for failures. */
export type Handler = (ctx: ImContext, conn: Connection, body: unknown) => Promise<unknown>;

/** Every command the gateway answers, by name: built once by the service, handed to the gateway. */
export type CommandTable = ReadonlyMap<string, Handler>;

/** Parses a body with a zod schema, answering 60003 with the first issue on failure. */
export function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const r = schema.safeParse(body ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new ImError(
      'INVALID_PARAMETER',
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return r.data;
}

/** The user of a logged-in connection (2024 otherwise). */
export function selfOf(conn: Connection): string {
  if (!conn.userID) throw new ImError('NOT_LOGGED_IN');
  return conn.userID;
}

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

/** True when A and B name the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;

/**
 * True when A and B are assignable to each other and name the same keys, at every level of nested objects:
 * an extra optional field, which plain assignability lets through, makes it false.
 */
export type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [A] extends [readonly unknown[]]
      ? true
      : [A] extends [object]
        ? SameKeys<A, B> extends true
          ? false extends {
              [K in keyof A & keyof B]-?: SameShape<NonNullable<A[K]>, NonNullable<B[K]>>;
            }[keyof A & keyof B]
            ? false
            : true
          : false
        : true
    : false
  : false;

/**
 * Compiles only when a command's schema reads exactly the protocol's body type: a field the protocol does not
 * define, or one it defines that the schema would drop, is a type error here. `elements` is left out of the
 * comparison: schemas take it as unknown and validateElements checks it against the protocol's element shapes.
 */
export type SchemaReadsBody<Schema extends z.ZodType, Body, Loose extends keyof Body = never> =
  SameShape<Omit<z.input<Schema>, 'elements' | Loose>, Omit<Body, 'elements' | Loose>> extends true
    ? true
    : {
        schemaDriftsFromProtocol: [Omit<z.input<Schema>, 'elements' | Loose>, Omit<Body, 'elements' | Loose>];
      };

/** Fails to compile unless given true (pairs with SchemaReadsBody). */
export type Expect<T extends true> = T;

import type { z } from 'zod';
import type { CommandName, RequestBody } from '@tifo/protocol';
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

/** Marks a command that reads no body in a body-schema table (its protocol request is the empty body). */
export const NO_BODY = 'no body' as const;

/** A table entry whose schema leaves some fields of the body out of the comparison (say why beside it). */
export interface LooseEntry<Schema extends z.ZodType, Keys extends string> {
  readonly schema: Schema;
  readonly loose: readonly Keys[];
}

/** A table entry for a schema that leaves `loose` out of the comparison with the body. */
export function loose<Schema extends z.ZodType, Keys extends string>(
  schema: Schema,
  ...keys: Keys[]
): LooseEntry<Schema, Keys> {
  return { schema, loose: keys };
}

/**
 * A table entry for a body its handler does not parse with a schema (checked by hand for codes of its own, or
 * not read at all): the keys it knows, which must be the body's keys (say why beside it).
 */
export interface KeysEntry<Keys extends string> {
  readonly bodyKeys: readonly Keys[];
}

/** A KeysEntry: the keys given must be exactly the body's. */
export function bodyKeys<Keys extends string>(...keys: Keys[]): KeysEntry<Keys> {
  return { bodyKeys: keys };
}

/** A body-schema table: command name to what its handler reads the body with. */
export type BodySchemaTable = Readonly<
  Record<CommandName, z.ZodType | typeof NO_BODY | LooseEntry<z.ZodType, string> | KeysEntry<string>>
>;

/** True when a protocol request body is the empty one (`Record<string, never>`: any key, no value). */
type IsEmptyBody<Body> = string extends keyof Body
  ? [Body[keyof Body]] extends [never]
    ? true
    : false
  : false;

/** True when one command's entry reads its body; otherwise a type that says how they differ. */
type EntryReadsBody<Entry, Body> = Entry extends typeof NO_BODY
  ? IsEmptyBody<Body> extends true
    ? true
    : { noBodyButProtocolDefinesOne: Body }
  : Entry extends LooseEntry<infer Schema, infer Keys>
    ? [Keys] extends [keyof Body]
      ? SchemaReadsBody<Schema, Body, Keys & keyof Body>
      : { looseKeysNotInProtocol: Exclude<Keys, keyof Body> }
    : Entry extends KeysEntry<infer Keys>
      ? [Keys] extends [keyof Body]
        ? [keyof Body] extends [Keys]
          ? true
          : { keysMissing: Exclude<keyof Body, Keys> }
        : { keysNotInProtocol: Exclude<Keys, keyof Body> }
      : Entry extends z.ZodType
        ? SchemaReadsBody<Entry, Body>
        : never;

/**
 * The commands whose entry does not read the protocol's request body, with how they differ (empty when all do).
 * Keyed by every command name, so a command added to the protocol without an entry fails to compile.
 */
export type BodyDrifts<Table extends BodySchemaTable> = {
  [C in CommandName as EntryReadsBody<Table[C], RequestBody<C>> extends true ? never : C]: EntryReadsBody<
    Table[C],
    RequestBody<C>
  >;
};

/** True when every entry of the table reads its command's body; otherwise the drifts, which the error shows. */
export type TableReadsProtocol<Table extends BodySchemaTable> = keyof BodyDrifts<Table> extends never
  ? true
  : BodyDrifts<Table>;

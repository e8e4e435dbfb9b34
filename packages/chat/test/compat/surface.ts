/**
 * Compares the public surface of @tifo/chat with tim-js-sdk 2.27.6: the methods of its ChatSDK class (the
 * declarations, plus the methods its runtime's API table adds: once, callExperimentalAPI, ...), and the
 * names and values of TIM.EVENT and TIM.TYPES. Every difference is listed; names we have beyond Tencent's
 * are listed apart as extras (they break no host).
 *
 * Run: `npm run compat -w @tifo/chat` (exits 1 when there is a difference).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { Chat, EVENT, TYPES } from '../../src';

type Value = string | number;

/** What tim-js-sdk declares. */
export interface TencentSurface {
  methods: Set<string>;
  events: Map<string, Value>;
  types: Map<string, Value>;
  hasCreate: boolean;
}

/** The comparison: `differences` must be empty; `extras` are ours only. */
export interface SurfaceReport {
  differences: string[];
  extras: string[];
  counts: { methods: number; events: number; types: number };
}

const require = createRequire(import.meta.url);

function enumValues(node: ts.EnumDeclaration): Map<string, Value> {
  const out = new Map<string, Value>();
  for (const member of node.members) {
    const name = member.name.getText();
    const init = member.initializer;
    if (init && ts.isStringLiteral(init)) out.set(name, init.text);
    else if (init && ts.isNumericLiteral(init)) out.set(name, Number(init.text));
    else out.set(name, `<unreadable ${init?.getText() ?? 'no initializer'}>`);
  }
  return out;
}

/** Reads tim-js.d.ts (ChatSDK class and `declare module TIM`) and the runtime's API table. */
export function readTencentSurface(): TencentSurface {
  const dtsPath = require.resolve('tim-js-sdk/tim-js.d.ts');
  const source = ts.createSourceFile(dtsPath, readFileSync(dtsPath, 'utf8'), ts.ScriptTarget.Latest, true);
  const surface: TencentSurface = {
    methods: new Set(),
    events: new Map(),
    types: new Map(),
    hasCreate: false,
  };
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && node.name?.text === 'ChatSDK') {
      for (const m of node.members) if (ts.isMethodDeclaration(m)) surface.methods.add(m.name.getText());
    }
    if (
      ts.isModuleDeclaration(node) &&
      node.name.text === 'TIM' &&
      node.body &&
      ts.isModuleBlock(node.body)
    ) {
      for (const s of node.body.statements) {
        if (ts.isFunctionDeclaration(s) && s.name?.text === 'create') surface.hasCreate = true;
        if (ts.isEnumDeclaration(s) && s.name.text === 'EVENT') surface.events = enumValues(s);
        if (ts.isEnumDeclaration(s) && s.name.text === 'TYPES') surface.types = enumValues(s);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // The runtime validates calls against a table of every public API (`{login:1,logout:1,...}`); it names
  // four methods the declarations omit (once, callExperimentalAPI, getGroupApplicationList,
  // downloadMergerMessage, the runtime's spelling of the declared downloadMergeMessage).
  const runtime = readFileSync(require.resolve('tim-js-sdk/tim-js.js'), 'utf8');
  const table = /\{(login:1,logout:1,[^}]*)\}/.exec(runtime);
  if (table?.[1]) {
    for (const [, name] of table[1].matchAll(/(\w+):1/g)) if (name) surface.methods.add(name);
  } else {
    surface.methods.add('<the runtime API table of tim-js.js could not be read>');
  }
  return surface;
}

/** Public methods declared on Chat instances (the class and its area interfaces), from the source's types. */
export function declaredChatMethods(): Set<string> {
  const entry = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
  const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram([entry], { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const methods = new Set<string>();
  if (!file) return methods;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const chat = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Chat');
  if (!chat) return methods;
  const classSymbol = chat.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(chat) : chat;
  const instance = checker.getDeclaredTypeOfSymbol(classSymbol);
  for (const prop of checker.getPropertiesOfType(instance)) {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    const flags = decl ? ts.getCombinedModifierFlags(decl) : ts.ModifierFlags.None;
    if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || prop.name.startsWith('#'))
      continue;
    if (!decl) continue;
    const type = checker.getTypeOfSymbolAtLocation(prop, decl);
    if (type.getCallSignatures().length > 0) methods.add(prop.name);
  }
  return methods;
}

/**
 * tim-js-sdk's runtime constants (`TIM.EVENT`, `TIM.TYPES` of tim-js.js): loading it has no side effect
 * before `create`. Names the declarations omit are judged against it: an extra with the runtime's value is
 * Tencent's too; an extra with another value would mislead a host, so it is a difference.
 */
function runtimeConstants(kind: 'EVENT' | 'TYPES'): Record<string, unknown> {
  // Loading it prints its version line; keep the report clean.
  const log = console.log;
  console.log = () => {};
  try {
    const tim = require('tim-js-sdk') as { EVENT?: Record<string, unknown>; TYPES?: Record<string, unknown> };
    return tim[kind] ?? {};
  } finally {
    console.log = log;
  }
}

function compareConstants(
  kind: 'EVENT' | 'TYPES',
  theirs: Map<string, Value>,
  ours: Record<string, unknown>,
  report: SurfaceReport,
): void {
  const runtime = runtimeConstants(kind);
  for (const [name, value] of theirs) {
    if (!Object.hasOwn(ours, name))
      report.differences.push(`${kind}.${name}: missing (tim-js-sdk: ${JSON.stringify(value)})`);
    else if (ours[name] !== value)
      report.differences.push(
        `${kind}.${name}: ${JSON.stringify(ours[name])} (tim-js-sdk: ${JSON.stringify(value)})`,
      );
  }
  for (const name of Object.keys(ours)) {
    if (theirs.has(name)) continue;
    if (!Object.hasOwn(runtime, name)) report.extras.push(`${kind}.${name} (ours only)`);
    else if (runtime[name] === ours[name])
      report.extras.push(`${kind}.${name} (also in tim-js-sdk's runtime)`);
    else
      report.differences.push(
        `${kind}.${name}: ${JSON.stringify(ours[name])} (tim-js-sdk's runtime: ${JSON.stringify(runtime[name])})`,
      );
  }
}

/** Compares @tifo/chat (source) with tim-js-sdk's surface. */
export function compareSurface(): SurfaceReport {
  const theirs = readTencentSurface();
  const report: SurfaceReport = {
    differences: [],
    extras: [],
    counts: { methods: theirs.methods.size, events: theirs.events.size, types: theirs.types.size },
  };
  if (!theirs.hasCreate) report.differences.push('tim-js.d.ts: TIM.create not found (wrong file?)');
  if (typeof Chat.create !== 'function') report.differences.push('Chat.create: missing');

  const declared = declaredChatMethods();
  // An instance that never connects: the areas put their methods on it in the constructor.
  const instance = Chat.create({ SDKAppID: 1, server: 'ws://127.0.0.1:9/im', isolated: true });
  const live = instance as unknown as Record<string, unknown>;
  for (const name of [...theirs.methods].sort()) {
    if (!declared.has(name)) report.differences.push(`method ${name}: missing`);
    else if (typeof live[name] !== 'function')
      report.differences.push(`method ${name}: declared but not on an instance`);
  }
  for (const name of [...declared].sort())
    if (!theirs.methods.has(name)) report.extras.push(`method ${name}`);
  void instance.destroy();

  compareConstants('EVENT', theirs.events, EVENT, report);
  compareConstants('TYPES', theirs.types, TYPES, report);
  return report;
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const report = compareSurface();
  const { methods, events, types } = report.counts;
  console.log(`tim-js-sdk 2.27.6: ${methods} methods, ${events} events, ${types} TYPES constants`);
  for (const line of report.differences) console.log(`DIFF  ${line}`);
  for (const line of report.extras) console.log(`extra ${line}`);
  console.log(`${report.differences.length} difference(s), ${report.extras.length} extra(s)`);
  process.exitCode = report.differences.length === 0 ? 0 : 1;
}

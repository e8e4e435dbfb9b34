import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const hostsDir = fileURLToPath(new URL('./hosts', import.meta.url));

/** The host files (each written against tim-js-sdk's declarations). */
export function hostFiles(): string[] {
  return readdirSync(hostsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

/** Points a host's one import line from tim-js-sdk at @tifo/chat; nothing else changes. */
export function retarget(source: string): string {
  const lines = source.split('\n');
  const imports = lines.filter((line) => /from 'tim-js-sdk';$/.test(line));
  if (imports.length !== 1) throw new Error('a host must import tim-js-sdk on exactly one line');
  return lines.map((line) => line.replace(/from 'tim-js-sdk';$/, "from '@tifo/chat';")).join('\n');
}

/**
 * Type-checks files the way a strict host project would (DOM, strict, bundler resolution), with
 * `tim-js-sdk` and `@tifo/chat` resolved to the given declaration files. Resolves one line per error.
 */
export function typeCheck(
  files: string[],
  typesOf: { 'tim-js-sdk': string; '@tifo/chat'?: string },
): string[] {
  const paths: Record<string, string[]> = { 'tim-js-sdk': [typesOf['tim-js-sdk']] };
  if (typesOf['@tifo/chat']) paths['@tifo/chat'] = [typesOf['@tifo/chat']];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    verbatimModuleSyntax: true,
    types: [],
    paths,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const name = d.file ? d.file.fileName.split('/').pop() : '';
    const at = where ? `${name}(${where.line + 1},${where.character + 1})` : name;
    return `${at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** tim-js-sdk's declaration file. */
export function timTypes(): string {
  return require.resolve('tim-js-sdk/tim-js.d.ts');
}

/** Copies every host into a temp folder twice: as written, and retargeted at @tifo/chat. */
export function stageHosts(): { original: string[]; retargeted: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'tifo-chat-hosts-'));
  const original: string[] = [];
  const retargeted: string[] = [];
  for (const file of hostFiles()) {
    const source = readFileSync(join(hostsDir, file), 'utf8');
    const a = join(dir, `tim-${file}`);
    const b = join(dir, `tifo-${file}`);
    writeFileSync(a, source);
    writeFileSync(b, retarget(source));
    original.push(a);
    retargeted.push(b);
  }
  return { original, retargeted };
}

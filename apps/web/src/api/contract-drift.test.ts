// @vitest-environment node
// The proof that the web app is typed from the server's contract: compile the wallet screen and the gifts' balance
// call with the real contract (no error), then with a copy whose getBalances output renames a field (the server
// changed its answer): the web code that reads the field no longer compiles. No hand-written response type
// between them can hide the change.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contractFile = resolve(web, '../../packages/api-contract/src/wallet.ts');
const readers = [
  join(web, 'src/features/wallet/wallet-screen.tsx'),
  join(web, 'src/features/live/gifts/gift-api.ts'),
];

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(web, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, web, undefined, configPath).options;
}

/** Type errors in the reading files, as "file:line message", with the contract's wallet.ts replaced by `contract`. */
function errorsWith(contract: string, options: ts.CompilerOptions, old?: ts.Program) {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => (resolve(path) === contractFile ? contract : readFile(path));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, onError, create) =>
    resolve(path) === contractFile
      ? ts.createSourceFile(path, contract, language)
      : getSourceFile(path, language, onError, create);
  const program = ts.createProgram({ rootNames: readers, options, host, oldProgram: old });
  const errors = readers.flatMap((file) =>
    program.getSemanticDiagnostics(program.getSourceFile(file)).map((d) => {
      const line =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      return `${d.file?.fileName.slice(web.length + 1)}:${line} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }),
  );
  return { errors, program };
}

describe('the web app is typed from the API contract', () => {
  it(
    'fails to compile where the web reads a field the server no longer answers',
    { timeout: 120_000 },
    () => {
      const options = compilerOptions();
      const source = readFileSync(contractFile, 'utf8');
      const clean = errorsWith(source, options);
      expect(clean.errors).toEqual([]);

      // The server renames two fields of getBalances' output: diamond_total and gold.
      const renamed = source
        .replace('diamond_total: z.number()', 'recharge_total: z.number()')
        .replace(/\n {2}gold: z\.number\(\),/, '\n  gold_available: z.number(),');
      expect(renamed).not.toBe(source);
      const drifted = errorsWith(renamed, options, clean.program);
      expect(drifted.errors).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^src\/features\/wallet\/wallet-screen\.tsx:\d+ Property 'diamond_total' does not exist/,
          ),
          expect.stringMatching(
            /^src\/features\/live\/gifts\/gift-api\.ts:\d+ Property 'gold' does not exist/,
          ),
        ]),
      );
    },
  );
});

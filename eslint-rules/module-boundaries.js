// Local ESLint rule: a feature module of the API is used only through its public entries (its index.ts, plus
// the few leaf files named in `publicFiles`). Reaching into another module's files from a module, or into any
// module's files from outside the modules, is reported; so is a module's file importing its own index (a circle).
import path from 'node:path';

/** The module and the file inside it ('' for the folder itself) of an absolute path, or null outside modules. */
function locate(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [module, ...rest] = rel.split(path.sep);
  const inner = rest.join('/').replace(/\.(ts|tsx|js|mjs)$/, '');
  return { module, inner };
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'use another module only through its index.ts (or a file it declares public)' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          publicFiles: { type: 'array', items: { type: 'string' } },
        },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      reachIn:
        "'{{source}}' reaches into module '{{module}}': import it from the module's index ('{{entry}}'), or export what you need there.",
      ownIndex:
        "'{{source}}' is this module's own index: import the file itself (a module's files importing its index make a circle).",
    },
  },
  create(context) {
    const options = context.options[0];
    const modulesDir = path.resolve(context.cwd, options.modulesDir);
    // 'db-tables' allows that file in every module; 'storage/config' that file in one module.
    const publicFiles = new Set(options.publicFiles ?? []);
    const filename = context.filename;
    const from = locate(modulesDir, filename);

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(modulesDir, path.resolve(path.dirname(filename), source));
      if (!target) return;
      const isIndex = target.inner === '' || target.inner === 'index';
      if (from && from.module === target.module) {
        // A test is imported by nothing, so its own module's index makes no circle.
        if (isIndex && from.inner !== 'index' && !/\.test$/.test(from.inner))
          context.report({ node: node.source, messageId: 'ownIndex', data: { source } });
        return;
      }
      if (isIndex || publicFiles.has(target.inner) || publicFiles.has(`${target.module}/${target.inner}`))
        return;
      const entry = path
        .relative(path.dirname(filename), path.join(modulesDir, target.module))
        .split(path.sep)
        .join('/');
      context.report({
        node: node.source,
        messageId: 'reachIn',
        data: { source, module: target.module, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

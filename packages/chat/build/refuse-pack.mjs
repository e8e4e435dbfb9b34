/**
 * `prepack` of the workspace package: `npm pack` here would pack the TypeScript sources under a manifest whose
 * export is ./src/index.ts, a tarball no host can install and run. The real package is the built dist/ folder,
 * packed by `npm run tarball` (build/build.mjs --pack), whose generated manifest has no prepack.
 */
console.error(
  [
    'npm pack in packages/chat would pack the workspace sources, not the package.',
    'Run instead:  npm run tarball -w @tifo/chat   (builds dist/ and packs it: tifo-chat-<version>.tgz)',
  ].join('\n'),
);
process.exit(1);

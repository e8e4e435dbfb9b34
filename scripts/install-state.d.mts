/** Whether `npm start` must install the dependencies (scripts/install-state.mjs). */
export function installStampPath(root: string): string;
/** True when node_modules is missing or was installed from another lock file (by content). */
export function installNeeded(root: string): boolean;
/** Records the lock file's hash after a successful install. */
export function recordInstall(root: string): void;

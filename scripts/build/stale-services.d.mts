/** The services `npm start` runs, by folder under apps/. */
export const SERVICE_APPS: string[];
/** What a service build leaves in apps/<app>/dist. */
export const SERVICE_OUTPUTS: string[];
/** The services among `apps` whose bundle is missing or older than what it was built from, with the reason. */
export function staleServices(root: string, apps?: string[]): { app: string; reason: string }[];

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Site code used when the page query carries none (e.g. pq8, xzb). */
  readonly VITE_SITE?: string;
  /** Address of a remote JSON list of API hosts ({status: 200, data: [...]}); unset = page origin only. */
  readonly VITE_API_HOSTS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The web app's version (apps/web/package.json), injected at build time. */
declare const __APP_VERSION__: string;

/** One service of `npm start`. */
export interface ProductService {
  name: string;
  /** Its folder under apps/. */
  app: string;
  /** The built bundle it runs, relative to the repository. */
  entry: string;
  /** The port `npm start` waits on. */
  port: number;
  /** Every port it listens on, by the variable that sets it. */
  ports: Record<string, number>;
  hint?: string;
  env: Record<string, string>;
}

export function serviceCommand(root: string, entry: string): { command: string; args: string[] };

export function productServices(settings: {
  port: number;
  imPort: number;
  imAdminPort: number;
  mediaHttpPort: number;
  mediaRtmpPort: number;
  common: Record<string, string>;
  env: NodeJS.ProcessEnv;
}): ProductService[];

import type { ProfanityFilterPlugin, UploadPlugin } from './types';

/** The plugin names tim-js-sdk 2.27.6 knows. */
const UPLOAD_PLUGIN = 'tim-upload-plugin';
const PROFANITY_PLUGIN = 'tim-profanity-filter-plugin';

type Ctor<T> = new () => T;

function instanceOf<T>(value: unknown, method: string): T | null {
  // Tencent's examples pass the class (`{'tim-upload-plugin': TIMUploadPlugin}`); an instance works too.
  const candidate = typeof value === 'function' ? new (value as Ctor<T>)() : value;
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof Reflect.get(candidate, method) === 'function'
  ) {
    return candidate as T;
  }
  return null;
}

/** The plugins registered on one instance (registerPlugin). */
export class PluginRegistry {
  /** A host's upload plugin of this package's shape (`upload(request)`), e.g. TifoUploadPlugin. */
  upload: UploadPlugin | null = null;
  profanity: ProfanityFilterPlugin | null = null;

  /** `builtIn`: the SDK's own upload path, used while no plugin of ours is registered. */
  constructor(private readonly builtIn: UploadPlugin) {}

  /**
   * Who uploads a file message: the registered plugin of ours, else the SDK itself. Tencent's tim-upload-plugin
   * (a COS client without `upload`) is accepted by register() and changes nothing: our own path is used.
   */
  get uploader(): UploadPlugin {
    return this.upload ?? this.builtIn;
  }

  /** Takes `{name: plugin}`; unknown names and plugins without their method are ignored, as Tencent does. */
  register(options: unknown): void {
    if (typeof options !== 'object' || options === null) return;
    if (Object.hasOwn(options, UPLOAD_PLUGIN)) {
      this.upload = instanceOf<UploadPlugin>(Reflect.get(options, UPLOAD_PLUGIN), 'upload') ?? this.upload;
    }
    if (Object.hasOwn(options, PROFANITY_PLUGIN)) {
      this.profanity =
        instanceOf<ProfanityFilterPlugin>(Reflect.get(options, PROFANITY_PLUGIN), 'filter') ?? this.profanity;
    }
  }
}

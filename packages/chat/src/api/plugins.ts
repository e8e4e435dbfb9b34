import type { ChatCore } from './core';

/** Plugins (tim-js-sdk's registerPlugin): 'tim-upload-plugin' and 'tim-profanity-filter-plugin'. */
export function pluginsApi(core: ChatCore) {
  return {
    /**
     * Registers plugins by name: `{'tim-upload-plugin': TifoUploadPlugin instance or class}` makes
     * create{Image,File,Video,Audio}Message accept `{payload: {file}}`; `'tim-profanity-filter-plugin'` checks
     * texts before they are sent. Works before login; unknown names are ignored.
     */
    registerPlugin(options: object): void {
      core.plugins.register(options);
    },
  };
}

/** The plugin methods of Chat. */
export type PluginsApi = ReturnType<typeof pluginsApi>;

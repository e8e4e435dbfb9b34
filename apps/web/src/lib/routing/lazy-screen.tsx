import type { ComponentType } from 'react';
import { RequireLogin } from '../../components/require-login';
import { loadStrings } from '../../i18n';

/**
 * A route's `lazy` loader for a screen module, so each screen is its own chunk. `strings` are the i18n
 * namespaces the screen uses, fetched in parallel with its code so it renders with its texts at once. `login`
 * wraps the screen in RequireLogin (logged-out visitors go to /login and come back).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: { login?: boolean; strings?: readonly string[] } = {},
) {
  return async () => {
    const [module] = await Promise.all([load(), loadStrings(options.strings ?? [])]);
    const Screen = pick(module);
    if (!options.login) return { Component: Screen };
    const Guarded = () => (
      <RequireLogin>
        <Screen />
      </RequireLogin>
    );
    return { Component: Guarded };
  };
}

/** lazyScreen for a module whose default export is the screen (the sports features' pages). */
export function lazyDefaultScreen<M extends { default: ComponentType }>(
  load: () => Promise<M>,
  options: { login?: boolean; strings?: readonly string[] } = {},
) {
  return lazyScreen(load, (m) => m.default, options);
}

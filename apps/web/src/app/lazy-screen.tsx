import type { ComponentType } from 'react';
import { RequireLogin } from '../components/require-login';

/**
 * A route's `lazy` loader for a screen module, so each screen is its own chunk. `login` wraps the screen in
 * RequireLogin (logged-out visitors go to /login and come back).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: { login?: boolean } = {},
) {
  return async () => {
    const Screen = pick(await load());
    if (!options.login) return { Component: Screen };
    const Guarded = () => (
      <RequireLogin>
        <Screen />
      </RequireLogin>
    );
    return { Component: Guarded };
  };
}

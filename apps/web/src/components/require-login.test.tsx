import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../api/types';
import { useAppStore } from '../store/app-store';
import { RequireLogin } from './require-login';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/info',
        element: (
          <RequireLogin>
            <p>private</p>
          </RequireLogin>
        ),
      },
      { path: '/login', element: <p>login form</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireLogin', () => {
  beforeEach(() => useAppStore.setState({ user: null }));

  it('sends logged-out visitors to /login with the return address', () => {
    const router = renderAt('/info?tab=2');
    expect(screen.getByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('backurl')).toBe('/info?tab=2');
  });

  it('shows the screen to logged-in users', () => {
    useAppStore.setState({ user: { id: 5, token_web: 't' } as UserInfo });
    renderAt('/info');
    expect(screen.getByText('private')).toBeTruthy();
  });
});

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bindPhone,
  editUserInfo,
  getUserInfo,
  login,
  logout,
  register,
  updateThirdMember,
  type EditUserInput,
} from '../../api/user';
import type { UserInfo } from '../../api/types';
import { isLoggedIn, useAppStore } from '../../store/app-store';

/** Query key of the current user. */
export const userInfoKey = ['user', 'info'] as const;

/** The current user, refreshed from /webapi/User/getUserInfo while logged in. */
export function useUserInfo() {
  const user = useAppStore((s) => s.user);
  const loggedIn = isLoggedIn(user);
  return useQuery({
    queryKey: userInfoKey,
    enabled: loggedIn,
    queryFn: async () => {
      const info = await getUserInfo();
      useAppStore.getState().setUser(info);
      return info;
    },
    retry: false,
  });
}

/**
 * Login success (spec section 4): store the user, refresh third_member. Shared by login and registration.
 */
async function onLoggedIn(user: UserInfo): Promise<void> {
  useAppStore.getState().setUser(user);
  try {
    const { third_member } = await updateThirdMember();
    useAppStore.getState().patchUser({ third_member });
  } catch {
    // third_member is a partner-app extra; a failure must not undo the login.
  }
}

/** Logs in with account (or mobile) and password. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await onLoggedIn(user);
      await client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** Registers with mobile, SMS code and password; logs in on success. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      await onLoggedIn(user);
      await client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** Logs out on the server (best effort) and forgets the user locally. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // The local session ends even if the server call fails (e.g. the token had already expired).
      }
    },
    onSettled: () => {
      useAppStore.getState().setUser(null);
      client.removeQueries({ queryKey: ['user'] });
    },
  });
}

/** Saves profile fields and refreshes the user. */
export function useEditUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EditUserInput) => editUserInfo(input),
    onSuccess: () => client.invalidateQueries({ queryKey: userInfoKey }),
  });
}

/** Binds a phone number and refreshes the user. */
export function useBindPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindPhone,
    onSuccess: () => client.invalidateQueries({ queryKey: userInfoKey }),
  });
}

import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { appRoutes } from '../app-routes';
import { readToken, removeToken } from './token-storage';
import { useLogoutMutation } from '@/lib/api/endpoints/accounts';
import { signedOut } from './sign-in-slice';

/**
 * Signs out at once: the token is removed and every cached response forgotten, the current user first.
 * The server is then asked to revoke the token; whatever it answers, or if it never does, the person is
 * already signed out here.
 */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  const [revoke] = useLogoutMutation();
  return useCallback(() => {
    const token = readToken();
    removeToken();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    if (token) void revoke(token);
  }, [dispatch, revoke]);
}

/**
 * 'Keluar' from a shell, the one sign-out flow of the app: the home page first, then the session ends (the
 * page being left would otherwise send to /login).
 */
export function useSignOutToHome(): () => Promise<void> {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(appRoutes.home.to(), { flushSync: true });
    signOut();
  }, [navigate, signOut]);
}

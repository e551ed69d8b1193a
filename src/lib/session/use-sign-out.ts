import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api';
import { readToken, removeToken } from '../token-storage';
import { useLogoutMutation } from './logout-api';
import { signedOut } from './session-slice';

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

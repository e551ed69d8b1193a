import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api';
import { removeToken } from '../token-storage';
import { signedOut } from './session-slice';

/** Removes the token and forgets every cached response, the current user first. */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    removeToken();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}

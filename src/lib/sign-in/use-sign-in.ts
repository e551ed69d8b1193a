import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../api/api';
import { storeToken } from './token-storage';
import { signedIn } from './sign-in-slice';

/** Keeps the token and asks for the user it belongs to. */
export function useSignIn(): (token: string) => void {
  const dispatch = useDispatch();
  return useCallback(
    (token: string) => {
      storeToken(token);
      dispatch(signedIn(token));
      dispatch(api.util.invalidateTags(['Me']));
    },
    [dispatch],
  );
}

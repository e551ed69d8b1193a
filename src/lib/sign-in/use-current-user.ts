import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { Profile } from '../api/api-types';
import { isApiError, type ApiError } from '../api/api-error';
import { useMeQuery } from '@/lib/api/endpoints/accounts';
import { selectIsRestored, selectToken, type SignInState } from './sign-in-slice';

export interface CurrentUser {
  /** The signed-in user as `GET /me` answers them: with the reminders they do not want. */
  user: Profile | undefined;
  /** True while a stored token is being exchanged for the user. */
  isLoading: boolean;
  /** True while prerendered HTML hydrates, before the stored session has been read: who it is is not known. */
  isRestoring: boolean;
  /**
   * Why a stored token could not be exchanged for its user yet, though the server did not refuse it: a server
   * error, no answer, no network. The person stays signed in (only a 401 forgets the token) until it is asked
   * again (`retry`, or the browser coming back online).
   */
  failure: ApiError | undefined;
  retry: () => void;
}

type WithSignIn = { signIn: SignInState };

/** The signed-in user: fetched only when a token exists. A failed read keeps the user it last had. */
export function useCurrentUser(): CurrentUser {
  const token = useSelector((state: WithSignIn) => selectToken({ signIn: state.signIn }));
  const isRestored = useSelector((state: WithSignIn) => selectIsRestored({ signIn: state.signIn }));
  // RTK Query sets refetchOnReconnect per subscription or for the whole API, not per endpoint: this hook is
  // the one subscriber of `me`, so the option here is the endpoint's.
  const { data, isLoading, isFetching, error, refetch } = useMeQuery(undefined, {
    skip: !token,
    refetchOnReconnect: true,
  });
  const user = token ? data : undefined;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    user,
    isLoading: Boolean(token) && (isLoading || (isFetching && !data)),
    isRestoring: !isRestored,
    failure: token && !data && !isFetching && isApiError(error) ? error : undefined,
    retry,
  };
}

import { useSelector } from 'react-redux';
import type { Profile } from '../api/api-types';
import { useMeQuery } from '@/lib/api/endpoints/accounts';
import { selectIsRestored, selectToken, type SignInState } from './sign-in-slice';

export interface CurrentUser {
  /** The signed-in user as `GET /me` answers them: with the reminders they do not want. */
  user: Profile | undefined;
  /** True while a stored token is being exchanged for the user. */
  isLoading: boolean;
  /** True while prerendered HTML hydrates, before the stored session has been read: who it is is not known. */
  isRestoring: boolean;
}

type WithSignIn = { signIn: SignInState };

/** The signed-in user: fetched only when a token exists. */
export function useCurrentUser(): CurrentUser {
  const token = useSelector((state: WithSignIn) => selectToken({ signIn: state.signIn }));
  const isRestored = useSelector((state: WithSignIn) => selectIsRestored({ signIn: state.signIn }));
  const { data, isLoading, isFetching, isError } = useMeQuery(undefined, { skip: !token });
  const user = token && !isError ? data : undefined;
  return { user, isLoading: Boolean(token) && (isLoading || (isFetching && !data)), isRestoring: !isRestored };
}

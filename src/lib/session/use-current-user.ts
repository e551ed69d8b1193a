import { useSelector } from 'react-redux';
import type { User } from '../user';
import { useMeQuery } from './me-api';
import { selectToken, type SessionState } from './session-slice';

export interface CurrentUser {
  user: User | undefined;
  /** True while a stored token is being exchanged for the user. */
  isLoading: boolean;
}

/** The signed-in user: fetched only when a token exists. */
export function useCurrentUser(): CurrentUser {
  const token = useSelector((state: { session: SessionState }) => selectToken({ session: state.session }));
  const { data, isLoading, isFetching, isError } = useMeQuery(undefined, { skip: !token });
  const user = token && !isError ? data : undefined;
  return { user, isLoading: Boolean(token) && (isLoading || (isFetching && !data)) };
}

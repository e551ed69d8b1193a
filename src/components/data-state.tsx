import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api/api-error';
import { LoadingIndicator } from './loading-indicator';

export interface DataStateProps<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  /** True when the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** How a failure reads: the server's message by default (lists); `detailError` on detail and edit pages. */
  formatError?: (message: string) => string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One place for the three states every list and detail has: loading, error and empty. */
export function DataState<T>({
  data,
  isLoading,
  error,
  isEmpty,
  emptyText = 'Belum ada data',
  formatError = (message) => message,
  loading,
  children,
}: DataStateProps<T>) {
  if (isLoading) return <>{loading ?? <LoadingIndicator />}</>;
  if (error) {
    return (
      <Alert severity="error" role="alert" sx={{ my: 2 }}>
        {formatError(errorMessage(error))}
      </Alert>
    );
  }
  if (data === undefined || (isEmpty && isEmpty(data))) {
    return (
      <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children(data)}</>;
}

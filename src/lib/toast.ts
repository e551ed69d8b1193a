import type { SnackbarOrigin, VariantType } from 'notistack';
import { useSyncExternalStore } from 'react';

let isRequested = false;
const requestListeners = new Set<() => void>();

let hostMounted: () => void = () => undefined;
const whenHostMounted = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

let placeToast: () => SnackbarOrigin | undefined = () => undefined;

/**
 * Called by the toast host (components/toast-host.tsx) once notistack is on the page, with where each toast
 * goes as the page lies when it shows.
 */
export function markToastHostMounted(place: () => SnackbarOrigin): void {
  placeToast = place;
  hostMounted();
}

function subscribeToRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Whether any toast has been asked for yet: the host (and notistack) is loaded only from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribeToRequests,
    () => isRequested,
    () => false,
  );
}

/**
 * Shows a toast. Notistack loads with its host when the first toast is asked for, not with the page: that
 * toast, and any asked for meanwhile, wait for it rather than being lost.
 */
export function showToast(message: string, variant: VariantType = 'default'): void {
  if (!isRequested) {
    isRequested = true;
    requestListeners.forEach((listener) => listener());
  }
  void whenHostMounted.then(async () => {
    const { enqueueSnackbar } = await import('notistack');
    enqueueSnackbar(message, { variant, anchorOrigin: placeToast() });
  });
}

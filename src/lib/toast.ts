import type { VariantType } from 'notistack';

let hostMounted: () => void = () => undefined;
const whenHostMounted = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

/** Called by the toast host (components/toast-host.tsx) once notistack is on the page. */
export function markToastHostMounted(): void {
  hostMounted();
}

/**
 * Shows a toast. Notistack loads after the first paint, with its host: a toast asked for before then waits
 * for it rather than being lost.
 */
export function showToast(message: string, variant: VariantType = 'default'): void {
  void whenHostMounted.then(async () => {
    const { enqueueSnackbar } = await import('notistack');
    enqueueSnackbar(message, { variant });
  });
}

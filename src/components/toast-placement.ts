import type { SnackbarOrigin } from 'notistack';

/** The toast's width (components/swipeable-snackbar.tsx), its height with notistack's padding, and its margins. */
export const TOAST_WIDTH_PX = 356;
const TOAST_HEIGHT_PX = 60;
const SIDE_MARGIN_PX = 16;
const BOTTOM_MARGIN_PX = 20;

/** What a toast may never cover: the primary actions (contained buttons) and the payment's QR code. */
const GUARDED = '.MuiButton-contained, [role="img"][aria-label^="Kode QR"]';

let lastPressed: Element | null = null;

/** Remembers the control last pressed, the likely cause of the next toast. Returns how to stop. */
export function followPresses(): () => void {
  const remember = (event: PointerEvent | KeyboardEvent) => {
    if (event.target instanceof Element) lastPressed = event.target.closest('button, a, [role="button"]');
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
  return () => {
    document.removeEventListener('pointerdown', remember, true);
    document.removeEventListener('keydown', remember, true);
  };
}

type Band = readonly [top: number, bottom: number];

/**
 * Where the next toast goes: at the top, below the app bar (`topPx`), unless there it would cover the control
 * just pressed, a primary action or the QR code as the page lies now; then at the bottom, if that is free.
 */
export function toastPlacement(topPx: number): SnackbarOrigin {
  const width = Math.min(TOAST_WIDTH_PX, window.innerWidth - 2 * SIDE_MARGIN_PX);
  const left = (window.innerWidth - width) / 2;
  const right = left + width;
  const guarded = [...document.querySelectorAll(GUARDED), ...(lastPressed?.isConnected ? [lastPressed] : [])]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
  const isFree = ([top, bottom]: Band) =>
    guarded.every((rect) => rect.bottom <= top || rect.top >= bottom || rect.right <= left || rect.left >= right);
  const topBand: Band = [topPx, topPx + TOAST_HEIGHT_PX];
  const bottomBand: Band = [window.innerHeight - BOTTOM_MARGIN_PX - TOAST_HEIGHT_PX, window.innerHeight];
  const vertical = isFree(topBand) || !isFree(bottomBand) ? 'top' : 'bottom';
  return { vertical, horizontal: 'center' };
}

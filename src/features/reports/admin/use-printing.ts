import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/** Between the browser's `beforeprint` and `afterprint`: the print media query may not match yet at the first. */
let isBeforePrint = false;

const printMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

function subscribe(onChange: () => void): () => void {
  const beforePrint = () => {
    isBeforePrint = true;
    // The printout is laid out as soon as the event returns: the tables must be in the page by then.
    flushSync(onChange);
  };
  const afterPrint = () => {
    isBeforePrint = false;
    onChange();
  };
  const media = printMedia();
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
    media?.removeEventListener('change', onChange);
  };
}

const isPrinting = () => isBeforePrint || (printMedia()?.matches ?? false);

/**
 * Whether the page is being printed (or previewed as print). The charts' tables are rendered for print only
 * rather than hidden under every chart, as their hundreds of cells would slow the report's first drawing.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, isPrinting, () => false);
}

import { useCallback, useRef, useState } from 'react';

/** The width a chart is drawn at where the page cannot measure (no ResizeObserver): a phone's. */
const UNMEASURED_WIDTH = 320;

/**
 * The width of the element a chart is drawn in, followed as the window or the print layout changes it. The
 * charts are given it rather than measuring for themselves: the first drawing is at the card's real width (read
 * as the element mounts), and where nothing can be measured the chart is drawn at a phone's width instead of
 * not at all.
 */
export function useChartWidth(): [(element: HTMLElement | null) => void, number | undefined] {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver>(undefined);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth || UNMEASURED_WIDTH);
      return;
    }
    setWidth(Math.floor(element.getBoundingClientRect().width));
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}

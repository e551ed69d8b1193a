import { useSyncExternalStore, type ReactNode } from 'react';

export interface DemoPanelProps {
  /** Goes to an app path (without the base path), as a link in the app would. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export type RenderDemoPanel = (props: DemoPanelProps) => ReactNode;

let renderPanel: RenderDemoPanel | undefined;
/** Told of every change here: the panel put up, a dock offered or taken back (each hook reads its own part). */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Puts the demo panel on the page. Only the demo room calls it, once the emulated backend runs (main.tsx
 * loads that room lazily, so a real-API build has neither the room nor a panel).
 */
export function showDemoPanel(render: RenderDemoPanel): void {
  renderPanel = render;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How to render the demo panel, once there is one. Never during hydration: the prerendered HTML has none. */
export function useDemoPanel(): RenderDemoPanel | undefined {
  return useSyncExternalStore(
    subscribe,
    () => renderPanel,
    () => undefined,
  );
}

/**
 * Where the demo panel's control and its network status go: a layout keeps a place for each in its frame (the
 * app bar, the dashboard's sidebar, the sign-in page's corner), so they take their own room and never float over
 * the page. The one mounted last holds them; with none, the panel keeps them beside the routes, in the flow.
 */
export type DemoDockPlace = 'control' | 'status';

const docks: Record<DemoDockPlace, HTMLElement[]> = { control: [], status: [] };

/** Puts an element up as a place for the demo panel's control or status; returns how to take it back. */
export function offerDemoDock(place: DemoDockPlace, element: HTMLElement): () => void {
  docks[place] = [...docks[place], element];
  notify();
  return () => {
    docks[place] = docks[place].filter((offered) => offered !== element);
    notify();
  };
}

/** The element the demo panel's control or status goes into, if a layout offers one. */
export function useDemoDock(place: DemoDockPlace): HTMLElement | undefined {
  return useSyncExternalStore(
    subscribe,
    () => docks[place].at(-1),
    () => undefined,
  );
}

import { useSyncExternalStore, type ReactNode } from 'react';

export interface DemoPanelProps {
  /** Goes to an app path (without the base path), as a link in the app would. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export type RenderDemoPanel = (props: DemoPanelProps) => ReactNode;

let renderPanel: RenderDemoPanel | undefined;
const listeners = new Set<() => void>();

/**
 * Puts the demo panel on the page. Only the demo room calls it, once the emulated backend runs (main.tsx
 * loads that room lazily, so a real-API build has neither the room nor a panel).
 */
export function showDemoPanel(render: RenderDemoPanel): void {
  renderPanel = render;
  for (const listener of listeners) listener();
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

import { lazy, Suspense, useState, type ComponentType } from 'react';

const load = async () => (await import('./baseline-and-fonts')).BaselineAndFonts;

let loaded: ComponentType | undefined;

/**
 * Loads the global styles (./baseline-and-fonts.tsx), which a prerendered page brings in its head: its start does
 * not load them, nor Capsize's metrics with them. What renders them for a page without awaits this first (the
 * server's render, the app's start in development, Storybook's loaders, the tests' setup), so that they apply
 * from the first render, and in the server's markup no Suspense boundary stands for them.
 */
export async function loadStudioGlobalStyles(): Promise<void> {
  loaded = await load();
}

const StylesOnceLoaded = lazy(async () => ({ default: await load() }));

/** The global styles: at once when loaded beforehand, else as soon as they are (nothing shows meanwhile). */
export function StudioGlobalStyles() {
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <StylesOnceLoaded />
    </Suspense>
  );
}

import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenLoadedAndIdle } from '@/lib/when-idle';

/** How far ahead of the screen a section starts loading: one screen's height. */
const NEAR_SCREEN = '100% 0px';
/** The longest a section waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

/** Every deferred section made so far: how to let it load, and its load. */
const sections: { release: () => void; loaded: Promise<unknown> }[] = [];

/**
 * A section below the fold whose code is not part of the page's start: it loads when the section comes within
 * a screen of view, or when the browser is idle after the page has loaded, whichever is first. On a
 * prerendered page its HTML is there from the first paint and React hydrates it only then (a Suspense boundary
 * left dehydrated), so starting the page neither downloads nor hydrates it. The server renders it at once, and
 * once its code is in, it renders at once everywhere.
 *
 * Its element is wrapped in a `div` (the anchor the browser watches), rendered alike by the server and the
 * browser. It is memoized, and its props must stay the same while it waits: an update that reaches a boundary
 * still waiting to hydrate makes React drop the prerendered HTML and show nothing until the code is there.
 */
export function deferredSection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let release = () => {};
  const released = import.meta.env.SSR
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });
  let Loaded: ComponentType<Props> | undefined;
  const loaded = released.then(load).then((component) => {
    Loaded = component;
    return component;
  });
  sections.push({ release: () => release(), loaded });
  const Section = lazy(async () => ({ default: await loaded }));

  return memo(function DeferredSection(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    // Chosen once: switching from the lazy section to the loaded one would mount the section anew.
    const [isLoadedAtMount] = useState(() => Loaded !== undefined);
    // The observer releases the load without state of this component: a render of it would reach the boundary.
    useEffect(() => {
      void whenLoadedAndIdle(IDLE_TIMEOUT_MS).then(release);
      const element = anchor.current;
      if (!element || typeof window.IntersectionObserver !== 'function') {
        release();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={anchor}>
        <Suspense fallback={null}>
          {isLoadedAtMount && Loaded ? <Loaded {...props} /> : <Section {...props} />}
        </Suspense>
      </div>
    );
  });
}

/**
 * Loads the code of every deferred section made so far, now: for the tests, which draw whole pages at once and
 * would otherwise see a section arrive after they have ended.
 */
export async function loadDeferredSections(): Promise<void> {
  for (const section of sections) section.release();
  await Promise.all(sections.map((section) => section.loaded));
}

/**
 * A skeleton's pulse is a CSS animation without end, and the browser tells each of its rounds to the page
 * (`animationiteration`): React listens for every event type at the app's root, so every 2 seconds it handled one
 * event per skeleton on screen, for as long as they stay (the home page's 19, its reviews' for good while they are
 * not scrolled to): tasks of 60 to 160 ms at 4x CPU (issue 49). Nothing in the app listens to a skeleton's rounds,
 * so they stop at the window, before they reach React; every other animation's events go on as before. The class
 * is MUI's `skeletonClasses.root`, written out: importing it put 0.2 KB more in the start.
 */
export function keepSkeletonRoundsFromReact(target: Window): void {
  target.addEventListener(
    'animationiteration',
    (event) => {
      if (event.target instanceof Element && event.target.classList.contains('MuiSkeleton-root')) {
        event.stopPropagation();
      }
    },
    { capture: true },
  );
}

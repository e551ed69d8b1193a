import { skeletonClasses } from '@mui/material/Skeleton';
import { describe, expect, it, vi } from 'vitest';
import { keepSkeletonRoundsFromReact } from './skeleton-rounds';

describe('keepSkeletonRoundsFromReact', () => {
  it("stops a skeleton's animation rounds before the app's root, and lets every other animation's through", () => {
    keepSkeletonRoundsFromReact(window);
    // Where React listens: the element it renders into.
    const root = document.body.appendChild(document.createElement('div'));
    const skeleton = root.appendChild(document.createElement('span'));
    skeleton.className = skeletonClasses.root;
    const pulsing = root.appendChild(document.createElement('span'));
    const heard = vi.fn();
    root.addEventListener('animationiteration', heard);
    const round = () => new Event('animationiteration', { bubbles: true });
    skeleton.dispatchEvent(round());
    expect(heard).not.toHaveBeenCalled();
    pulsing.dispatchEvent(round());
    expect(heard).toHaveBeenCalledOnce();
    root.remove();
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
// eslint-disable-next-line testing-library/no-manual-cleanup -- see the end of each story's test below.
import { cleanup, render } from '@testing-library/react';
import { within } from 'storybook/test';
import { RequestHandler, WebSocketHandler, type AnyHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import preview from '@story-harness/preview';
import { testedByOf, type StoryOwner } from '@story-harness/story-parameters';
import { viewportOptions } from '@story-harness/viewports';
import { testServer } from './test-server';
import { emulateScreenWidth } from './viewport-media';

setProjectAnnotations(preview);

export type StoryModule = { default: Meta } & Record<string, StoryObj>;

const isHandler = (value: unknown): value is AnyHandler =>
  value instanceof RequestHandler || value instanceof WebSocketHandler;

/**
 * What msw-storybook-addon gives the service worker for `parameters.msw` (a list, or `{ handlers }` as
 * a list or keyed lists), in its order: the first handler that matches answers.
 */
function handlersOf(parameter: unknown): AnyHandler[] {
  const handlers: unknown =
    typeof parameter === 'object' && parameter !== null && 'handlers' in parameter ? parameter.handlers : parameter;
  const entries: unknown[] = Array.isArray(handlers)
    ? handlers
    : typeof handlers === 'object' && handlers !== null
      ? Object.values(handlers)
      : [];
  return entries.flat().filter(isHandler);
}

type ComposedStory = ReturnType<typeof composeStories<StoryModule>>[string];

/** The width of the viewport a story is pinned to (`globals.viewport`, see .storybook/viewports.ts), if any. */
function viewportWidthOf(globals: Record<string, unknown>): number | undefined {
  const viewport = globals.viewport;
  const name: unknown =
    typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : undefined;
  const option = Object.entries(viewportOptions).find(([key]) => key === name)?.[1];
  return option && Number.parseInt(option.styles.width, 10);
}

/**
 * Runs a story as Storybook does (loaders, decorators, render, play), rendered by Testing Library so that its
 * cleanup unmounts it: nothing of one story is left for the next test, or file. jsdom has no viewport: a story
 * pinned to one gets media queries answered for its width while it runs.
 */
export async function renderAndPlay(Story: ComposedStory): Promise<void> {
  const width = viewportWidthOf(Story.globals);
  const restoreMedia = width === undefined ? undefined : emulateScreenWidth(width);
  try {
    await Story.load();
    const { container } = render(<Story />);
    // Storybook gives a play function the canvas's queries (`canvas`) beside its element; so does this.
    await Story.play?.({ canvasElement: container, canvas: within(container) });
  } finally {
    restoreMedia?.();
  }
}

/** Play functions type into forms key by key, which jsdom on a busy machine does slowly. */
const STORY_TIMEOUT_MS = 60_000;

/** Whether the test file beside the running stories test holds a test of this title. */
function holdsTest({ file, test }: StoryOwner): boolean {
  const testPath = expect.getState().testPath ?? '';
  const source = readFileSync(join(dirname(testPath), file), 'utf8');
  return [`'${test}'`, `"${test}"`, `\`${test}\``].some((title) => source.includes(title));
}

/**
 * Renders every story of these modules, with its own MSW handlers in front of the emulated backend, and
 * runs its play function: a story that throws or whose play fails is a failed test. Each folder with
 * stories has a `stories.test.tsx` that calls this with its `*.stories.tsx`, so the stories are spread
 * over the test workers and a change re-runs only its own folder's stories. A story whose case a page or
 * component test owns (`parameters.testedBy`) is not played again: its test checks that owner is there.
 */
export function testStories(storyModules: Record<string, StoryModule>): void {
  describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
    const stories = Object.entries(composeStories(storyModule)).map(([name, Story]) => ({
      name,
      Story,
      owner: testedByOf(Story.parameters),
    }));
    const owned = stories.flatMap(({ name, owner }) => (owner ? [{ name, owner }] : []));
    it.each(owned)('$name is tested by $owner.file › $owner.test', ({ owner }) => {
      expect(holdsTest(owner), `${owner.file} has no test '${owner.test}'`).toBe(true);
    });
    it.each(stories.filter(({ owner }) => owner === undefined))(
      '$name renders and plays',
      async ({ Story }) => {
        const msw: unknown = Story.parameters.msw;
        testServer.use(...handlersOf(msw));
        await renderAndPlay(Story);
        expect(document.body.textContent).not.toBe('');
        // Unmounted here, inside act, rather than after the test: a transition the last step started (a dialog
        // closing, a ripple) has no turn of the event loop in which to update the screen outside act.
        cleanup();
      },
      STORY_TIMEOUT_MS,
    );
  });
}

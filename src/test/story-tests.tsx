import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { RequestHandler, WebSocketHandler, type AnyHandler } from 'msw';
import { expect as storyExpect, within } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { testServer } from './test/test-server';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryObj>;

const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const isHandler = (value: unknown): value is AnyHandler => value instanceof RequestHandler || value instanceof WebSocketHandler;

/**
 * What msw-storybook-addon gives the service worker for `parameters.msw` (a list, or `{ handlers }` as
 * a list or keyed lists), in its order: the first handler that matches answers.
 */
function handlersOf(parameter: unknown): AnyHandler[] {
  const handlers: unknown = typeof parameter === 'object' && parameter !== null && 'handlers' in parameter ? parameter.handlers : parameter;
  const entries: unknown[] = Array.isArray(handlers) ? handlers : typeof handlers === 'object' && handlers !== null ? Object.values(handlers) : [];
  return entries.flat().filter(isHandler);
}

/** Play functions type into forms key by key, which jsdom on a busy machine does slowly. */
const STORY_TIMEOUT_MS = 60_000;

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
  it.each(Object.entries(composeStories(storyModule)))(
    '%s renders and plays',
    async (_name, Story) => {
      const msw: unknown = Story.parameters.msw;
      testServer.use(...handlersOf(msw));
      await Story.run();
      expect(document.body.textContent).not.toBe('');
    },
    STORY_TIMEOUT_MS,
  );
});

describe('running a story', () => {
  const probe = {
    default: { title: 'Probe' },
    FailingPlay: {
      render: () => <p>Halo</p>,
      play: async ({ canvasElement }) => {
        await storyExpect(within(canvasElement).queryByText('Halo')).toBeNull();
      },
    },
    FailingRender: {
      render: () => {
        throw new Error('Komponen rusak');
      },
    },
  } satisfies { default: Meta; FailingPlay: StoryObj; FailingRender: StoryObj };

  it('fails when the play function fails', async () => {
    await expect(composeStories(probe).FailingPlay.run()).rejects.toThrow();
  });

  it('fails when the story cannot render', async () => {
    await expect(composeStories(probe).FailingRender.run()).rejects.toThrow('Komponen rusak');
  });
});

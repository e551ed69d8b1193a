import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { expectPlaceholderCards } from './phone-cards';
import { failsToLoad, loadsEmpty, loadsEmptyPage, neverLoads, SERVER_ERROR } from './story-handlers';
import { onMobile } from './viewports';

type CanvasContext = Pick<StoryContext, 'canvas' | 'canvasElement'>;
type Role = Parameters<CanvasContext['canvas']['findAllByRole']>[0];

/**
 * An admin list that arrived with rows: its page's heading `heading` shows, and at least one row's `item`
 * (a role and its name: a 'Detail' link, a rating's stars), which every row has.
 */
export function populatedList(heading: string | RegExp, [role, name]: [role: Role, name: string | RegExp]) {
  return {
    play: async ({ canvas }: CanvasContext) => {
      await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
      await expect((await canvas.findAllByRole(role, { name })).length).toBeGreaterThan(0);
    },
  };
}

/**
 * The three states every admin list has, for the list at the API path `path`: loading, empty and a failure;
 * and, for a list shown as cards on a phone, loading there: placeholder cards in the list named `listName`.
 * A list the server pages (`paged`) arrives empty as a page of nothing.
 */
export function listStates(path: string, { paged = false }: { paged?: boolean } = {}) {
  const loading = {
    parameters: neverLoads(path),
    play: async ({ canvas }: CanvasContext) => {
      await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    },
  };
  return {
    loading,
    loadingOnMobile: (listName: string) => ({
      ...loading,
      globals: onMobile,
      play: async ({ canvasElement }: CanvasContext) => {
        await expectPlaceholderCards(canvasElement, listName);
      },
    }),
    empty: {
      parameters: paged ? loadsEmptyPage(path) : loadsEmpty(path),
      play: async ({ canvas }: CanvasContext) => {
        await waitFor(() => expect(canvas.getByText('Tidak ada data')).toBeVisible());
      },
    },
    failure: {
      parameters: failsToLoad(path),
      play: async ({ canvas }: CanvasContext) => {
        await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
      },
    },
  };
}

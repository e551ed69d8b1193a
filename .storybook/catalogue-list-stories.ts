import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listStates } from './list-states';
import { findCardNamed } from './phone-cards';
import { onMobile } from './viewports';

type CanvasContext = Pick<StoryContext, 'canvas' | 'canvasElement'>;

export interface CatalogueListStoriesOptions {
  /** The list's API path: 'categories', 'packages', 'addons'. */
  path: string;
  /** The list's accessible name. */
  list: string;
  /** A seeded item's name. */
  item: string;
  /** A column the list has of its own. */
  header: string;
  /** What that item's card shows on a phone, besides its name and actions. */
  expectCard: (card: HTMLElement) => Promise<void>;
}

/**
 * The stories every catalogue list has: populated, on a phone (each row a card with 'Ubah' and 'Hapus'),
 * loading, empty and failing.
 */
export function catalogueListStories({ path, list, item, header, expectCard }: CatalogueListStoriesOptions) {
  const states = listStates(path);
  return {
    populated: {
      play: async ({ canvas }: CanvasContext) => {
        await waitFor(() => expect(canvas.getByText(item)).toBeVisible());
        await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
      },
    },
    mobile: {
      globals: onMobile,
      play: async ({ canvasElement }: CanvasContext) => {
        const card = await findCardNamed(canvasElement, list, item);
        await expectCard(card);
        await expect(within(card).getByRole('link', { name: 'Ubah' })).toBeVisible();
        await expect(within(card).getByRole('button', { name: 'Hapus' })).toBeVisible();
      },
    },
    loading: states.loading,
    empty: states.empty,
    failure: states.failure,
  };
}

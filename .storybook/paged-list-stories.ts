import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

type CanvasContext = Pick<StoryContext, 'canvas'>;

/** What the pagination reads, e.g. `11–20 dari 312`: the first and last row shown, and how many match. */
const RANGE = /^(\d+)–(\d+) dari (\d+)$/;

/** The rows of the table named `listName`, once it is no longer loading. */
async function loadedRows({ canvas }: CanvasContext, listName: string): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table', { name: listName });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

/**
 * The stories of a list the server pages and searches, for the table named `listName`: many pages (the seed,
 * and `pastReservations` more finished bookings when the list shows them) paged forward, and a search nothing
 * matches.
 */
export function pagedListStories(listName: string, { pastReservations }: { pastReservations?: number } = {}) {
  return {
    manyPages: {
      parameters: pastReservations === undefined ? {} : { pastReservations },
      play: async (context: CanvasContext) => {
        const { canvas } = context;
        const [firstRow] = await loadedRows(context, listName);
        const firstText = firstRow?.textContent;
        const [, , , total] = RANGE.exec(canvas.getByText(RANGE).textContent ?? '') ?? [];
        await expect(Number(total)).toBeGreaterThan(pastReservations ?? 20);
        await userEvent.click(canvas.getByRole('button', { name: /berikutnya/i }));
        await waitFor(() => expect(canvas.getByText(RANGE)).toHaveTextContent(/^11–20 dari/));
        await waitFor(async () => expect((await loadedRows(context, listName))[0]?.textContent).not.toBe(firstText));
      },
    },
    searchWithoutResult: {
      play: async (context: CanvasContext) => {
        const { canvas } = context;
        await loadedRows(context, listName);
        await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
        await waitFor(() => expect(canvas.getByText('Tidak ada data')).toBeVisible());
        await expect(canvas.queryByText(RANGE)).toBeNull();
      },
    },
  };
}

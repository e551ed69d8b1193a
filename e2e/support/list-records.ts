import type { Locator, Page } from '@playwright/test';

/**
 * The records of the admin list named `listName` (of every list on the page without it), whichever layout
 * the screen gets: the table's body rows on wider screens, the cards on phones.
 */
export function listRecords(page: Page, listName?: string): Locator {
  const main = page.getByRole('main');
  const rows = (listName ? main.getByRole('table', { name: listName }) : main)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const cards = (listName ? main.getByRole('list', { name: listName }) : main).getByRole('listitem');
  return rows.or(cards);
}

/** The record whose id is `id`: a cell of a row, or a value of a card. */
export function recordWithId(page: Page, listName: string, id: number): Locator {
  const exactly = new RegExp(`^${id}$`);
  return listRecords(page, listName).filter({
    has: page
      .getByRole('cell', { name: String(id), exact: true })
      .or(page.getByRole('definition').filter({ hasText: exactly })),
  });
}

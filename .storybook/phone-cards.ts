import { expect, waitFor, within } from 'storybook/test';

/**
 * On a phone a list's rows are cards, not a table: waits until the list named `listName` has its rows,
 * checks that no table is left, and returns the cards.
 */
export async function findCards(canvasElement: HTMLElement, listName: string): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: listName });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  await expect(canvas.queryByRole('table')).toBeNull();
  return within(list).getAllByRole('listitem');
}

/** While the rows load, a phone shows placeholder cards in the busy list. */
export async function expectPlaceholderCards(canvasElement: HTMLElement, listName: string): Promise<void> {
  const list = await within(canvasElement).findByRole('list', { name: listName });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
}

/** The first card of the list named `listName`, once the list has its rows (see `findCards`). */
export async function findFirstCard(canvasElement: HTMLElement, listName: string): Promise<HTMLElement> {
  const [first] = await findCards(canvasElement, listName);
  if (!first) throw new Error(`The list '${listName}' has no cards.`);
  return first;
}

/** The labels of a card's facts (its `dt` terms), in order. */
export const termsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => term.textContent);

/** The card named `cardName` (its heading), once the list named `listName` has its rows (see `findCards`). */
export async function findCardNamed(
  canvasElement: HTMLElement,
  listName: string,
  cardName: string,
): Promise<HTMLElement> {
  await findCards(canvasElement, listName);
  return within(canvasElement).getByRole('listitem', { name: cardName });
}

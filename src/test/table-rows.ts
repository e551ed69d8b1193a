import { screen, waitFor, within } from '@testing-library/react';

/** The one row of this table that shows this text: it fails when no row or more than one row does. */
export function rowIn(table: HTMLElement, text: string): HTMLElement {
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByText(text).length > 0);
  const [row] = rows;
  if (rows.length !== 1 || !row) throw new Error(`${rows.length} rows show ${text}, not one`);
  return row;
}

/**
 * The one row of the table named `tableName` that shows every one of these texts (a string, or a pattern
 * to wait for a changed value), once it is there. Rows are told apart by what people see: when more than
 * one row matches (add-ons of the same name in different categories, say), it fails instead of picking one.
 */
export async function rowWith(
  tableName: string,
  ...texts: [string | RegExp, ...(string | RegExp)[]]
): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: tableName });
  return waitFor(() => {
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => texts.every((text) => within(row).queryAllByText(text).length > 0));
    const [row] = rows;
    if (rows.length !== 1 || !row)
      throw new Error(`${rows.length} rows of ${tableName} show ${texts.map(String).join(' and ')}, not one`);
    return row;
  });
}

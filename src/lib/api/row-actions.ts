import type { ApiEnvelope } from './api';

/**
 * How a mutation that acts on one row by its URL alone (no body) is sent and what it refreshes: `method` on
 * `urlOf(argument)`, then the tags `tagsOf` names from the argument and the row the server answered.
 */
export function rowAction<Argument, Row, Tags>(
  method: 'PATCH' | 'PUT',
  urlOf: (argument: Argument) => string,
  tagsOf: (argument: Argument, row: Row | undefined) => Tags,
) {
  return {
    query: (argument: Argument) => ({ url: urlOf(argument), method }),
    invalidatesTags: (result: ApiEnvelope<Row> | undefined, _error: unknown, argument: Argument) =>
      tagsOf(argument, result?.data),
  };
}

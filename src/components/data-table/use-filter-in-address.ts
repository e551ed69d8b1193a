import { useSearchParams } from 'react-router';
import type { StatusSelect } from './data-table-types';

/**
 * A list's filter entry kept in the address (`?<param>=`), so a link (the overview's, the menu's) can open the
 * list filtered; an entry the filter does not offer counts as none.
 */
export function useFilterInAddress(param: string, filter: StatusSelect): [string, (entry: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(param) ?? '';
  const entry = filter.options.some((option) => option.value === asked) ? asked : '';
  const setEntry = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { replace: true },
    );
  return [entry, setEntry];
}

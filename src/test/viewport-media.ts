/** Whether a screen `width` px wide matches a query of widths only, as MUI's breakpoints write them. */
function matchesWidth(query: string, width: number): boolean {
  return query.split(' and ').every((part) => {
    const limit = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(part.trim());
    if (!limit) return false;
    return limit[1] === 'min' ? width >= Number(limit[2]) : width <= Number(limit[2]);
  });
}

/**
 * jsdom has no `matchMedia`, so MUI's `useMediaQuery` answers its default there. This gives the window one
 * that answers width queries as a screen `width` px wide would (phone cards, columns for wide screens),
 * until the function it returns takes it away again.
 */
export function emulateScreenWidth(width: number): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matchMedia = (query: string): MediaQueryList => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}

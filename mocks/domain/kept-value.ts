/** A value the backend holds in memory and also keeps somewhere by `save`. */
export interface KeptValue<T> {
  current(): T;
  /** Settles once the new value is kept. */
  replace(next: T): Promise<void>;
}

/**
 * A new value is taken at once (a request answered meanwhile sees it) and given to `save`: a value that
 * cannot be kept (a full storage) is undone, and the change fails.
 */
export function keptValue<T>(initial: T, save: (value: T) => void | Promise<void>): KeptValue<T> {
  let value = initial;
  return {
    current: () => value,
    replace: async (next) => {
      const previous = value;
      value = next;
      try {
        await save(next);
      } catch (error) {
        value = previous;
        throw error;
      }
    },
  };
}

/** Uploaded files, kept beside the database: bytes are not part of the JSON snapshot. */
export interface FileStore {
  put(key: string, file: Blob): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
  /** Removes these files; keys it does not hold are skipped. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every file. */
  clear(): Promise<void>;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Blob>();
  return {
    put: (key, file) => {
      files.set(key, file);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(files.get(key)),
    delete: (keys) => {
      for (const key of keys) files.delete(key);
      return Promise.resolve();
    },
    clear: () => {
      files.clear();
      return Promise.resolve();
    },
  };
}

/** Uploaded files, kept beside the database: bytes are not part of the JSON snapshot. */
export interface FileStore {
  put(key: string, file: Blob): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Blob>();
  return {
    put: (key, file) => {
      files.set(key, file);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(files.get(key)),
  };
}

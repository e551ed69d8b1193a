import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createMemoryFileStore, type FileStore } from './file-store';
import { createIndexedDbFileStore } from './indexed-db-persistence';

const image = (text: string) => new Blob([text], { type: 'image/png' });

describe.each<[string, () => FileStore]>([
  ['in memory', createMemoryFileStore],
  ['in IndexedDB', () => createIndexedDbFileStore()],
])('the file store %s', (_where, open) => {
  it('deletes the files asked for, skips keys it does not hold, and keeps the rest', async () => {
    const files = open();
    await Promise.all(['a.png', 'b.png', 'c.png'].map((key) => files.put(key, image(key))));
    await files.delete(['a.png', 'c.png', 'tidak-ada.png']);
    await files.delete([]);
    expect(await files.get('a.png')).toBeUndefined();
    expect(await files.get('c.png')).toBeUndefined();
    expect(await (await files.get('b.png'))?.text()).toBe('b.png');
  });

  it('clears every file', async () => {
    const files = open();
    await Promise.all(['d.png', 'e.png'].map((key) => files.put(key, image(key))));
    await files.clear();
    expect(await files.get('d.png')).toBeUndefined();
    expect(await files.get('e.png')).toBeUndefined();
  });
});

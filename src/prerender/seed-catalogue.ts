import { listCategories } from '@mocks/domain/catalogue/categories';
import { createMemoryBackend } from '@mocks/memory-backend';
import type { Category } from '../lib/api/api-types';

/**
 * The categories the emulated backend answers on its seed, as a visitor's first visit finds them: made at
 * build time, on Node, by the backend itself, for the catalogue page's HTML. The page never loads this.
 */
export async function seedCatalogue(assetBase: string): Promise<Category[]> {
  const backend = createMemoryBackend({ assetBase });
  const { data } = await backend.store.read((db) => listCategories(db));
  return data;
}

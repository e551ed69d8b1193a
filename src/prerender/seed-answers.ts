import { listCategories } from '@mocks/domain/catalogue/categories';
import { getSettings } from '@mocks/domain/settings/settings';
import { createMemoryBackend } from '@mocks/memory-backend';
import type { Category, Settings } from '../lib/api/api-types';

/** What the prerendered pages are drawn with: the catalogue, and the settings (for the contact facts). */
export interface SeedAnswers {
  categories: Category[];
  settings: Settings;
}

/**
 * The categories and the settings the emulated backend answers on its seed, as a visitor's first visit finds
 * them: made at build time, on Node, by the backend itself, for the pages' HTML. The page never loads this.
 */
export async function seedAnswers(assetBase: string): Promise<SeedAnswers> {
  const backend = createMemoryBackend({ assetBase });
  return backend.store.read((db) => ({ categories: listCategories(db).data, settings: getSettings(db).data }));
}

import type { Backend } from '../backend';
import {
  createAddon,
  deleteAddon,
  getAddon,
  listAddons,
  listAddonsOfCategory,
  updateAddon,
} from '../domain/catalogue/addons';
import {
  createCategory,
  deleteCategory,
  getCategory,
  latestCategories,
  listCategories,
  updateCategory,
} from '../domain/catalogue/categories';
import { createPackage, deletePackage, getPackage, listPackages, updatePackage } from '../domain/catalogue/packages';
import { createTimeSlot, deleteTimeSlot, listTimeSlots } from '../domain/catalogue/time-slots';
import { api } from './http';
import { ruleRoutes } from './rule-routes';

export function catalogueHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    api.get(
      '/categories',
      read((db) => listCategories(db)),
    ),
    api.get(
      '/categories/latest',
      read((db) => latestCategories(db)),
    ),
    api.get(
      '/category/{id}',
      read((db, { params }) => getCategory(db, params.id)),
    ),
    api.post(
      '/category',
      change((db, { caller, body }) => createCategory(db, caller, body)),
    ),
    api.put(
      '/category/{id}',
      change((db, { caller, params, body }) => updateCategory(db, caller, params.id, body)),
    ),
    api.delete(
      '/category/{id}',
      change((db, { caller, params }) => deleteCategory(db, caller, params.id)),
    ),

    api.get(
      '/packages',
      read((db) => listPackages(db)),
    ),
    api.get(
      '/package/{id}',
      read((db, { params }) => getPackage(db, params.id)),
    ),
    api.post(
      '/package',
      change((db, { caller, body }) => createPackage(db, caller, body)),
    ),
    api.put(
      '/package/{id}',
      change((db, { caller, params, body }) => updatePackage(db, caller, params.id, body)),
    ),
    api.delete(
      '/package/{id}',
      change((db, { caller, params }) => deletePackage(db, caller, params.id)),
    ),

    api.get(
      '/addons',
      read((db) => listAddons(db)),
    ),
    api.get(
      '/addons/category/{categoryId}',
      read((db, { params }) => listAddonsOfCategory(db, params.categoryId)),
    ),
    api.get(
      '/addon/{id}',
      read((db, { params }) => getAddon(db, params.id)),
    ),
    api.post(
      '/addon',
      change((db, { caller, body }) => createAddon(db, caller, body)),
    ),
    api.put(
      '/addon/{id}',
      change((db, { caller, params, body }) => updateAddon(db, caller, params.id, body)),
    ),
    api.delete(
      '/addon/{id}',
      change((db, { caller, params }) => deleteAddon(db, caller, params.id)),
    ),

    api.get(
      '/times',
      read((db) => listTimeSlots(db)),
    ),
    api.post(
      '/time',
      change((db, { caller, body }) => createTimeSlot(db, caller, body)),
    ),
    api.delete(
      '/time/{id}',
      change((db, { caller, params }) => deleteTimeSlot(db, caller, params.id)),
    ),
  ];
}

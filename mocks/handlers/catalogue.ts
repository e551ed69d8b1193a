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
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

export function catalogueHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    contractHttp.get(
      '/categories',
      read((db) => listCategories(db)),
    ),
    contractHttp.get(
      '/categories/latest',
      read((db) => latestCategories(db)),
    ),
    contractHttp.get(
      '/category/{id}',
      read((db, { params }) => getCategory(db, params.id)),
    ),
    contractHttp.post(
      '/category',
      change((db, { caller, body }) => createCategory(db, caller, body)),
    ),
    contractHttp.put(
      '/category/{id}',
      change((db, { caller, params, body }) => updateCategory(db, caller, params.id, body)),
    ),
    contractHttp.delete(
      '/category/{id}',
      change((db, { caller, params }) => deleteCategory(db, caller, params.id)),
    ),

    contractHttp.get(
      '/packages',
      read((db) => listPackages(db)),
    ),
    contractHttp.get(
      '/package/{id}',
      read((db, { params }) => getPackage(db, params.id)),
    ),
    contractHttp.post(
      '/package',
      change((db, { caller, body }) => createPackage(db, caller, body)),
    ),
    contractHttp.put(
      '/package/{id}',
      change((db, { caller, params, body }) => updatePackage(db, caller, params.id, body)),
    ),
    contractHttp.delete(
      '/package/{id}',
      change((db, { caller, params }) => deletePackage(db, caller, params.id)),
    ),

    contractHttp.get(
      '/addons',
      read((db) => listAddons(db)),
    ),
    contractHttp.get(
      '/addons/category/{categoryId}',
      read((db, { params }) => listAddonsOfCategory(db, params.categoryId)),
    ),
    contractHttp.get(
      '/addon/{id}',
      read((db, { params }) => getAddon(db, params.id)),
    ),
    contractHttp.post(
      '/addon',
      change((db, { caller, body }) => createAddon(db, caller, body)),
    ),
    contractHttp.put(
      '/addon/{id}',
      change((db, { caller, params, body }) => updateAddon(db, caller, params.id, body)),
    ),
    contractHttp.delete(
      '/addon/{id}',
      change((db, { caller, params }) => deleteAddon(db, caller, params.id)),
    ),

    contractHttp.get(
      '/times',
      read((db) => listTimeSlots(db)),
    ),
    contractHttp.post(
      '/time',
      change((db, { caller, body }) => createTimeSlot(db, caller, body)),
    ),
    contractHttp.delete(
      '/time/{id}',
      change((db, { caller, params }) => deleteTimeSlot(db, caller, params.id)),
    ),
  ];
}

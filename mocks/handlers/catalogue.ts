import { http } from 'msw';
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
import { apiPath } from './http';
import { ruleRoutes } from './rule-routes';

export function catalogueHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    http.get(
      apiPath('categories'),
      read((db) => listCategories(db)),
    ),
    http.get(
      apiPath('categories/latest'),
      read((db) => latestCategories(db)),
    ),
    http.get(
      apiPath('category/:id'),
      read((db, { params }) => getCategory(db, params.id)),
    ),
    http.post(
      apiPath('category'),
      change((db, { caller, body }) => createCategory(db, caller, body)),
    ),
    http.put(
      apiPath('category/:id'),
      change((db, { caller, params, body }) => updateCategory(db, caller, params.id, body)),
    ),
    http.delete(
      apiPath('category/:id'),
      change((db, { caller, params }) => deleteCategory(db, caller, params.id)),
    ),

    http.get(
      apiPath('packages'),
      read((db) => listPackages(db)),
    ),
    http.get(
      apiPath('package/:id'),
      read((db, { params }) => getPackage(db, params.id)),
    ),
    http.post(
      apiPath('package'),
      change((db, { caller, body }) => createPackage(db, caller, body)),
    ),
    http.put(
      apiPath('package/:id'),
      change((db, { caller, params, body }) => updatePackage(db, caller, params.id, body)),
    ),
    http.delete(
      apiPath('package/:id'),
      change((db, { caller, params }) => deletePackage(db, caller, params.id)),
    ),

    http.get(
      apiPath('addons'),
      read((db) => listAddons(db)),
    ),
    http.get(
      apiPath('addons/category/:categoryId'),
      read((db, { params }) => listAddonsOfCategory(db, params.categoryId)),
    ),
    http.get(
      apiPath('addon/:id'),
      read((db, { params }) => getAddon(db, params.id)),
    ),
    http.post(
      apiPath('addon'),
      change((db, { caller, body }) => createAddon(db, caller, body)),
    ),
    http.put(
      apiPath('addon/:id'),
      change((db, { caller, params, body }) => updateAddon(db, caller, params.id, body)),
    ),
    http.delete(
      apiPath('addon/:id'),
      change((db, { caller, params }) => deleteAddon(db, caller, params.id)),
    ),

    http.get(
      apiPath('times'),
      read((db) => listTimeSlots(db)),
    ),
    http.post(
      apiPath('time'),
      change((db, { caller, body }) => createTimeSlot(db, caller, body)),
    ),
    http.delete(
      apiPath('time/:id'),
      change((db, { caller, params }) => deleteTimeSlot(db, caller, params.id)),
    ),
  ];
}

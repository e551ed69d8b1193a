import { addonRules } from '../domain/catalogue/addons';
import {
  createCategory,
  deleteCategory,
  getCategory,
  latestCategories,
  listCategories,
  updateCategory,
} from '../domain/catalogue/categories';
import { packageRules } from '../domain/catalogue/packages';
import { createTimeSlot, deleteTimeSlot, listTimeSlots } from '../domain/catalogue/time-slots';
import { ruleTable } from './rule-routes';

/** `/categor…`, `/package…`, `/addon…` and `/time…`: the catalogue, read by anyone and kept by the admin. */
export const catalogueHandlers = ruleTable(({ get, post, put, delete: remove }) => [
  get('/categories', (db) => listCategories(db)),
  get('/categories/latest', (db) => latestCategories(db)),
  get('/category/{id}', (db, { params }) => getCategory(db, params.id)),
  post('/category', (db, { caller, body }) => createCategory(db, caller, body)),
  put('/category/{id}', (db, { caller, params, body }) => updateCategory(db, caller, params.id, body)),
  remove('/category/{id}', (db, { caller, params }) => deleteCategory(db, caller, params.id)),

  get('/packages', (db) => packageRules.list(db)),
  get('/package/{id}', (db, { params }) => packageRules.get(db, params.id)),
  post('/package', (db, { caller, body }) => packageRules.create(db, caller, body)),
  put('/package/{id}', (db, { caller, params, body }) => packageRules.update(db, caller, params.id, body)),
  remove('/package/{id}', (db, { caller, params }) => packageRules.remove(db, caller, params.id)),

  get('/addons', (db) => addonRules.list(db)),
  get('/addons/category/{categoryId}', (db, { params }) => addonRules.listOfCategory(db, params.categoryId)),
  get('/addon/{id}', (db, { params }) => addonRules.get(db, params.id)),
  post('/addon', (db, { caller, body }) => addonRules.create(db, caller, body)),
  put('/addon/{id}', (db, { caller, params, body }) => addonRules.update(db, caller, params.id, body)),
  remove('/addon/{id}', (db, { caller, params }) => addonRules.remove(db, caller, params.id)),

  get('/times', (db) => listTimeSlots(db)),
  post('/time', (db, { caller, body }) => createTimeSlot(db, caller, body)),
  remove('/time/{id}', (db, { caller, params }) => deleteTimeSlot(db, caller, params.id)),
]);

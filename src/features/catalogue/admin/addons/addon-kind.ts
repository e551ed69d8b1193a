import type { CategoryAddon } from '@/lib/api/api-types';
import {
  useAddonQuery,
  useAddonsQuery,
  useCreateAddonMutation,
  useDeleteAddonMutation,
  useUpdateAddonMutation,
} from '@/lib/api/endpoints/catalogue';
import { addonSchema, type AddonInput } from '@/lib/forms/schemas';
import { paths } from '@/lib/paths';
import type { PricedItemKind } from '../shared/priced-item-kind';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

/** Add-ons: the extras of a category a booking may take, each priced per unit. */
export const addonKind: PricedItemKind<CategoryAddon, 'unit', AddonInput> = {
  noun: 'tambahan',
  detail: {
    key: 'unit',
    label: 'Unit',
    hint: 'Yang dihitung, harga berlaku per unit. Contoh: orang, lembar, background.',
  },
  schema: addonSchema,
  empty: { name: '', unit: '', price: '', categoryId: '' },
  valuesOf: (addon) => ({ name: addon.name, unit: addon.unit, ...pricedItemFieldsOf(addon) }),
  paths: {
    list: paths.dashboard.addons.to(),
    create: paths.dashboard.addonCreate.to(),
    edit: paths.dashboard.addonEdit.to,
  },
  api: {
    useList: useAddonsQuery,
    useItem: useAddonQuery,
    useCreate: useCreateAddonMutation,
    useUpdate: useUpdateAddonMutation,
    useDelete: useDeleteAddonMutation,
  },
};

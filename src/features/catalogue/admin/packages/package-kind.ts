import type { CategoryPackage } from '@/lib/api/api-types';
import {
  useCreatePackageMutation,
  useDeletePackageMutation,
  usePackageQuery,
  usePackagesQuery,
  useUpdatePackageMutation,
} from '@/lib/api/endpoints/catalogue';
import { packageSchema, type PackageInput } from '@/lib/forms/schemas';
import { paths } from '@/lib/paths';
import type { PricedItemKind } from '../shared/priced-item-kind';
import { pricedItemFieldsOf } from '../shared/priced-item-values';

/** Packages: what a category offers to book, each with a description (one point a line) and a price. */
export const packageKind: PricedItemKind<CategoryPackage, 'description', PackageInput> = {
  noun: 'paket',
  detail: {
    key: 'description',
    label: 'Deskripsi',
    hint: 'Pisahkan setiap poin dengan enter (baris baru).',
    multiline: true,
  },
  schema: packageSchema,
  empty: { name: '', description: '', price: '', categoryId: '' },
  valuesOf: (item) => ({ name: item.name, description: item.description, ...pricedItemFieldsOf(item) }),
  paths: {
    list: paths.dashboard.packages.to(),
    create: paths.dashboard.packageCreate.to(),
    edit: paths.dashboard.packageEdit.to,
  },
  api: {
    useList: usePackagesQuery,
    useItem: usePackageQuery,
    useCreate: useCreatePackageMutation,
    useUpdate: useUpdatePackageMutation,
    useDelete: useDeletePackageMutation,
  },
};

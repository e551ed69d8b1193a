import { api, type ApiEnvelope } from '@/lib/api/api';
import type {
  AddonRequest,
  Category,
  CategoryAddon,
  CategoryCreateRequest,
  CategoryPackage,
  CategoryUpdateRequest,
  PackageRequest,
  TimeSlot,
  TimeSlotRequest,
} from '@/lib/api/api-types';
import type { AddonInput, PackageInput, TimeSlotInput } from '@/lib/forms/schemas';
import { categoryChangeTags, itemTag, listTag } from '@/lib/api/tags';
import { taggedList } from '@/lib/api/tagged-reads';
import { itemReads, itemWrites } from '@/lib/api/item-endpoints';

const categoryReads = itemReads<Category>('categories', 'category', 'Category');
const packageReads = itemReads<CategoryPackage>('packages', 'package', 'Package');
const addonReads = itemReads<CategoryAddon>('addons', 'addon', 'Addon');

/** A category's change shows wherever its name does: its row, and the lists of categories, packages and add-ons. */
const categoryWrites = itemWrites<Category, CategoryCreateRequest, CategoryUpdateRequest>('category', {
  created: () => [listTag('Category')],
  changed: categoryChangeTags,
});

/** A package shows in its category too: the category lists count them and its page lists them. */
const packageWrites = itemWrites<CategoryPackage, PackageRequest>('package', {
  created: (item) => [listTag('Package'), listTag('Category'), ...(item ? [itemTag('Category', item.categoryId)] : [])],
  changed: (id) => [itemTag('Package', id), listTag('Package'), listTag('Category')],
});

const addonWrites = itemWrites<CategoryAddon, AddonRequest>('addon', {
  created: () => [listTag('Addon')],
  changed: (id) => [itemTag('Addon', id), listTag('Addon')],
});

const timeSlotWrites = itemWrites<TimeSlot, TimeSlotRequest>('time', {
  created: () => [listTag('TimeSlot')],
  changed: (id) => [itemTag('TimeSlot', id), listTag('TimeSlot')],
});

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>(categoryReads.list),
    latestCategories: build.query<Category[], void>({
      query: () => 'categories/latest',
      ...taggedList<Category>('Category'),
    }),
    category: build.query<Category, number>(categoryReads.item),
    createCategory: build.mutation<ApiEnvelope<Category>, CategoryCreateRequest>(categoryWrites.create),
    updateCategory: build.mutation<ApiEnvelope<Category>, CategoryUpdateRequest & { id: number }>(
      categoryWrites.update,
    ),
    deleteCategory: build.mutation<ApiEnvelope<null>, number>(categoryWrites.remove),

    packages: build.query<CategoryPackage[], void>(packageReads.list),
    package: build.query<CategoryPackage, number>(packageReads.item),
    createPackage: build.mutation<ApiEnvelope<CategoryPackage>, PackageInput>(packageWrites.create),
    updatePackage: build.mutation<ApiEnvelope<CategoryPackage>, PackageInput & { id: number }>(packageWrites.update),
    deletePackage: build.mutation<ApiEnvelope<null>, number>(packageWrites.remove),

    addons: build.query<CategoryAddon[], void>(addonReads.list),
    addonsOfCategory: build.query<CategoryAddon[], number>({
      query: (categoryId) => `addons/category/${categoryId}`,
      ...taggedList<CategoryAddon>('Addon'),
    }),
    addon: build.query<CategoryAddon, number>(addonReads.item),
    createAddon: build.mutation<ApiEnvelope<CategoryAddon>, AddonInput>(addonWrites.create),
    updateAddon: build.mutation<ApiEnvelope<CategoryAddon>, AddonInput & { id: number }>(addonWrites.update),
    deleteAddon: build.mutation<ApiEnvelope<null>, number>(addonWrites.remove),

    timeSlots: build.query<TimeSlot[], void>({
      query: () => 'times',
      ...taggedList<TimeSlot>('TimeSlot'),
    }),
    createTimeSlot: build.mutation<ApiEnvelope<TimeSlot>, TimeSlotInput>(timeSlotWrites.create),
    deleteTimeSlot: build.mutation<ApiEnvelope<null>, number>(timeSlotWrites.remove),
  }),
});

export const {
  useCategoriesQuery,
  useLatestCategoriesQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  usePackagesQuery,
  usePackageQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useDeletePackageMutation,
  useAddonsQuery,
  useAddonsOfCategoryQuery,
  useAddonQuery,
  useCreateAddonMutation,
  useUpdateAddonMutation,
  useDeleteAddonMutation,
  useTimeSlotsQuery,
  useCreateTimeSlotMutation,
  useDeleteTimeSlotMutation,
} = catalogueApi;

/** Puts a list in the cache as the answer of `categories`: the one a prerendered page was drawn with. */
export const categoriesAnswered = (categories: Category[]) =>
  catalogueApi.util.upsertQueryEntries([{ endpointName: 'categories', arg: undefined, value: categories }]);

/** Asks the backend for the categories again, whatever the cache holds: the current ones after the prerendered. */
export const refreshCategories = () =>
  catalogueApi.endpoints.categories.initiate(undefined, { forceRefetch: true, subscribe: false });

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
import { taggedItem, taggedList } from '@/lib/api/tagged-reads';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      query: () => 'categories',
      ...taggedList<Category>('Category'),
    }),
    latestCategories: build.query<Category[], void>({
      query: () => 'categories/latest',
      ...taggedList<Category>('Category'),
    }),
    category: build.query<Category, number>({
      query: (id) => `category/${id}`,
      ...taggedItem<Category>('Category'),
    }),
    createCategory: build.mutation<ApiEnvelope<Category>, CategoryCreateRequest>({
      query: (body) => ({ url: 'category', method: 'POST', body }),
      invalidatesTags: [listTag('Category')],
    }),
    updateCategory: build.mutation<ApiEnvelope<Category>, CategoryUpdateRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `category/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => categoryChangeTags(id),
    }),
    deleteCategory: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `category/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => categoryChangeTags(id),
    }),

    packages: build.query<CategoryPackage[], void>({
      query: () => 'packages',
      ...taggedList<CategoryPackage>('Package'),
    }),
    package: build.query<CategoryPackage, number>({
      query: (id) => `package/${id}`,
      ...taggedItem<CategoryPackage>('Package'),
    }),
    createPackage: build.mutation<ApiEnvelope<CategoryPackage>, PackageInput>({
      query: (body) => ({ url: 'package', method: 'POST', body: body satisfies PackageRequest }),
      invalidatesTags: (result) => [
        listTag('Package'),
        listTag('Category'),
        ...(result ? [itemTag('Category', result.data.categoryId)] : []),
      ],
    }),
    updatePackage: build.mutation<ApiEnvelope<CategoryPackage>, PackageInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `package/${id}`, method: 'PUT', body: body satisfies PackageRequest }),
      invalidatesTags: (_result, _error, { id }) => [itemTag('Package', id), listTag('Package'), listTag('Category')],
    }),
    deletePackage: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `package/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [itemTag('Package', id), listTag('Package'), listTag('Category')],
    }),

    addons: build.query<CategoryAddon[], void>({
      query: () => 'addons',
      ...taggedList<CategoryAddon>('Addon'),
    }),
    addonsOfCategory: build.query<CategoryAddon[], number>({
      query: (categoryId) => `addons/category/${categoryId}`,
      ...taggedList<CategoryAddon>('Addon'),
    }),
    addon: build.query<CategoryAddon, number>({
      query: (id) => `addon/${id}`,
      ...taggedItem<CategoryAddon>('Addon'),
    }),
    createAddon: build.mutation<ApiEnvelope<CategoryAddon>, AddonInput>({
      query: (body) => ({ url: 'addon', method: 'POST', body: body satisfies AddonRequest }),
      invalidatesTags: [listTag('Addon')],
    }),
    updateAddon: build.mutation<ApiEnvelope<CategoryAddon>, AddonInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `addon/${id}`, method: 'PUT', body: body satisfies AddonRequest }),
      invalidatesTags: (_result, _error, { id }) => [itemTag('Addon', id), listTag('Addon')],
    }),
    deleteAddon: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `addon/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [itemTag('Addon', id), listTag('Addon')],
    }),

    timeSlots: build.query<TimeSlot[], void>({
      query: () => 'times',
      ...taggedList<TimeSlot>('TimeSlot'),
    }),
    createTimeSlot: build.mutation<ApiEnvelope<TimeSlot>, TimeSlotInput>({
      query: (body) => ({ url: 'time', method: 'POST', body: body satisfies TimeSlotRequest }),
      invalidatesTags: [listTag('TimeSlot')],
    }),
    deleteTimeSlot: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `time/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [itemTag('TimeSlot', id), listTag('TimeSlot')],
    }),
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

import { api, dataOf, listOf, type ApiEnvelope } from '@/lib/api/api';
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
import { categoryChangeTags, itemTag, listTag, listTags } from '@/lib/api/tags';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      query: () => 'categories',
      transformResponse: listOf<Category>,
      providesTags: (categories) => listTags('Category', categories),
    }),
    latestCategories: build.query<Category[], void>({
      query: () => 'categories/latest',
      transformResponse: listOf<Category>,
      providesTags: (categories) => listTags('Category', categories),
    }),
    category: build.query<Category, number>({
      query: (id) => `category/${id}`,
      transformResponse: dataOf<Category>,
      providesTags: (_category, _error, id) => [itemTag('Category', id)],
    }),
    createCategory: build.mutation<ApiEnvelope<Category>, CategoryCreateRequest>({
      query: (body) => ({ url: 'category', method: 'POST', body }),
      invalidatesTags: [listTag('Category')],
    }),
    /** A category's change shows wherever its name does: its row, and the lists of categories, packages and add-ons. */
    updateCategory: build.mutation<ApiEnvelope<Category>, CategoryUpdateRequest & { id: number }>({
      query: ({ id, ...body }) => ({
        url: `category/${id}`,
        method: 'PUT',
        body: body satisfies CategoryUpdateRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => categoryChangeTags(id),
    }),
    deleteCategory: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `category/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => categoryChangeTags(id),
    }),

    packages: build.query<CategoryPackage[], void>({
      query: () => 'packages',
      transformResponse: listOf<CategoryPackage>,
      providesTags: (packages) => listTags('Package', packages),
    }),
    package: build.query<CategoryPackage, number>({
      query: (id) => `package/${id}`,
      transformResponse: dataOf<CategoryPackage>,
      providesTags: (_package, _error, id) => [itemTag('Package', id)],
    }),
    /** A package shows in its category too: the category lists count them and its page lists them. */
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
      transformResponse: listOf<CategoryAddon>,
      providesTags: (addons) => listTags('Addon', addons),
    }),
    addonsOfCategory: build.query<CategoryAddon[], number>({
      query: (categoryId) => `addons/category/${categoryId}`,
      transformResponse: listOf<CategoryAddon>,
      providesTags: (addons) => listTags('Addon', addons),
    }),
    addon: build.query<CategoryAddon, number>({
      query: (id) => `addon/${id}`,
      transformResponse: dataOf<CategoryAddon>,
      providesTags: (_addon, _error, id) => [itemTag('Addon', id)],
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
      transformResponse: listOf<TimeSlot>,
      providesTags: (timeSlots) => listTags('TimeSlot', timeSlots),
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

/**
 * Puts a list in the cache as the answer of `categories`, and each category in it as the answer of `category`:
 * what a prerendered catalogue page (the list, or one category's page) was drawn with.
 */
export const categoriesAnswered = (categories: Category[]) =>
  catalogueApi.util.upsertQueryEntries([
    { endpointName: 'categories', arg: undefined, value: categories },
    ...categories.map((category) => ({ endpointName: 'category' as const, arg: category.id, value: category })),
  ]);

/** Asks the backend for the categories again, whatever the cache holds: the current ones after the prerendered. */
export const refreshCategories = () =>
  catalogueApi.endpoints.categories.initiate(undefined, { forceRefetch: true, subscribe: false });

/** Asks the backend for one category again, whatever the cache holds: its page's current data after the prerendered. */
export const refreshCategory = (id: number) =>
  catalogueApi.endpoints.category.initiate(id, { forceRefetch: true, subscribe: false });

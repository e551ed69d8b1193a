import { api, dataOf, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { Settings, SettingsChange, SettingsRequest, StudioContact } from '@/lib/api/api-types';
import { settingsChangeTags, settingsTags } from '@/lib/api/tags';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /settings: the settings in force, which the site's pages and the pickers read. */
    settings: build.query<Settings, void>({
      query: () => 'settings',
      transformResponse: dataOf<Settings>,
      providesTags: settingsTags,
    }),
    /** GET /settings/changes: who changed what and when, newest first (admin). */
    settingsChanges: build.query<SettingsChange[], void>({
      query: () => 'settings/changes',
      transformResponse: listOf<SettingsChange>,
      providesTags: settingsTags,
    }),
    updateSettings: build.mutation<ApiEnvelope<Settings>, SettingsRequest>({
      query: (body) => ({ url: 'settings', method: 'PUT', body }),
      invalidatesTags: settingsChangeTags,
    }),
  }),
});

export const { useSettingsQuery, useSettingsChangesQuery, useUpdateSettingsMutation } = settingsApi;

/** Puts settings in the cache as the answer of `settings`: what a prerendered page was drawn with. */
export const settingsAnswered = (settings: Settings) =>
  settingsApi.util.upsertQueryEntries([{ endpointName: 'settings', arg: undefined, value: settings }]);

/** Asks the backend for the settings again, whatever the cache holds: the ones in force after the prerendered. */
export const refreshSettings = () =>
  settingsApi.endpoints.settings.initiate(undefined, { forceRefetch: true, subscribe: false });

/** How customers reach the studio, as its settings in force say; undefined until they are known. */
export function useStudioContact(): StudioContact | undefined {
  return useSettingsQuery(undefined, { selectFromResult: ({ data }) => ({ contact: data?.contact }) }).contact;
}

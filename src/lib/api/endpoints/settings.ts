import { api, dataOf, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { Settings, SettingsChange, SettingsRequest } from '@/lib/api/api-types';
import { settingsTags } from '@/lib/api/tags';

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
      invalidatesTags: settingsTags,
    }),
  }),
});

export const { useSettingsQuery, useSettingsChangesQuery, useUpdateSettingsMutation } = settingsApi;

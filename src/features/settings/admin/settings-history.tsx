import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DataState } from '@/components/data-state';
import { useSettingsChangesQuery } from '@/lib/api/endpoints/settings';
import { formatStudioMoment } from '@/lib/format';
import { settingLabel, settingValue } from './setting-fields';

/** Who changed the settings, when, and each setting from what to what, newest first. */
export function SettingsHistory() {
  const headingId = useId();
  const changes = useSettingsChangesQuery();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Riwayat perubahan
      </Typography>
      <DataState
        data={changes.data}
        isLoading={changes.isLoading}
        error={changes.error}
        isEmpty={(list) => list.length === 0}
        emptyText="Pengaturan belum pernah diubah"
      >
        {(list) => (
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.map((change) => (
              <li key={change.id}>
                <Typography variant="subtitle2" component="p">
                  {formatStudioMoment(change.changedAt)} · {change.changedBy.name}
                </Typography>
                <Typography component="ul" variant="body2" color="textSecondary" sx={{ m: 0, pl: 2.5 }}>
                  {change.fields.map(({ field, before, after }) => (
                    <li key={field} style={{ overflowWrap: 'anywhere' }}>
                      {settingLabel(field)}: {settingValue(field, before)} → {settingValue(field, after)}
                    </li>
                  ))}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </DataState>
    </Paper>
  );
}

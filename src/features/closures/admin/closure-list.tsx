import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { StatusChip } from '@/components/status-chip';
import type { ClosedDays } from '@/lib/api/api-types';
import { useClosedDaysQuery } from '@/lib/api/endpoints/closures';
import { studioDay } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { closurePeriod, closurePeriodLabels, dayCount, formatDayRange, upcomingFirst } from './closure-days';
import { ClosureDeleteButton } from './closure-delete-button';

const CLOSURE_LIST_LABEL = 'Daftar hari tutup';

/** The days of a closure, and how many they are. */
function ClosureDays({ closure }: { closure: ClosedDays }) {
  return (
    <>
      {formatDayRange(closure)}
      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
        {dayCount(closure)} hari
      </Typography>
    </>
  );
}

/** The studio's closures, those going on or ahead first; each can be deleted to open its days again. */
export function ClosureList() {
  const { data, isLoading, error } = useClosedDaysQuery();
  const today = studioDay(useNow());
  const rows = useMemo(() => data && upcomingFirst(data, today), [data, today]);

  const columns = useMemo<DataTableColumn<ClosedDays>[]>(
    () => [
      {
        key: 'days',
        header: 'Tanggal',
        render: (row) => <ClosureDays closure={row} />,
        minWidth: 150,
      },
      {
        key: 'period',
        header: 'Status',
        render: (row) => <StatusChip status={closurePeriodLabels[closurePeriod(row, today)]} />,
        card: 'aside',
      },
      { key: 'label', header: 'Label', render: (row) => row.label, minWidth: 120, card: 'title' },
      { key: 'note', header: 'Catatan untuk pelanggan', render: (row) => row.note || '—' },
      { key: 'actions', header: 'Aksi', render: (row) => <ClosureDeleteButton closure={row} />, card: 'actions' },
    ],
    [today],
  );

  return (
    <DataTable
      label={CLOSURE_LIST_LABEL}
      rows={rows}
      columns={columns}
      isLoading={isLoading}
      error={error}
      emptyText="Belum ada hari tutup"
      minWidth={640}
    />
  );
}

import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import { PageHeader } from '@/components/page-header';
import type { TimeSlot } from '@/lib/api/api-types';
import { useDeleteTimeSlotMutation, useTimeSlotsQuery } from '@/lib/api/endpoints/catalogue';
import { DeleteButton } from '../shared/delete-button';
import { TimeSlotForm } from './time-slot-form';

const search: DataTableSearch<TimeSlot> = { label: 'Cari waktu', textOf: (row) => [row.time] };

/** The studio's time slots, in the order of the day, and a form to add one. */
export function TimeSlotsPage() {
  const { data, isLoading, error } = useTimeSlotsQuery();
  const [deleteTimeSlot] = useDeleteTimeSlotMutation();

  const columns = useMemo<DataTableColumn<TimeSlot>[]>(
    () => [
      rowNumberColumn(),
      { key: 'time', header: 'Waktu', render: (row) => row.time, card: 'title' },
      {
        key: 'actions',
        header: 'Aksi',
        card: 'actions',
        render: (row) => (
          <DeleteButton aria-label={`Hapus ${row.time}`} onDelete={() => deleteTimeSlot(row.id).unwrap()} />
        ),
      },
    ],
    [deleteTimeSlot],
  );

  return (
    <>
      <PageHeader title="Waktu" />
      <Stack spacing={3}>
        <TimeSlotForm />
        <DataTable
          label="Daftar waktu"
          rows={data}
          columns={columns}
          isLoading={isLoading}
          error={error}
          search={search}
          minWidth={300}
        />
      </Stack>
    </>
  );
}

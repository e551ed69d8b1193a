import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '../../../components/data-table/data-table-types';
import { PageHeader } from '../../../components/page-header';
import type { TimeSlot } from '../../../lib/api-types';
import { useDeleteTimeSlotMutation, useTimeSlotsQuery } from '../api';
import { DeleteButton } from './delete-button';
import { TimeSlotForm } from './time-slot-form';

const search: DataTableSearch<TimeSlot> = { label: 'Cari waktu', textOf: (row) => [row.time] };

/** The studio's time slots, in the order of the day, and a form to add one. */
export function TimeSlotsPage() {
  const { data, isLoading, error } = useTimeSlotsQuery();
  const [deleteTimeSlot] = useDeleteTimeSlotMutation();

  const columns = useMemo<DataTableColumn<TimeSlot>[]>(
    () => [
      { key: 'no', header: 'No', render: (_row, index) => index + 1 },
      { key: 'time', header: 'Waktu', render: (row) => row.time },
      {
        key: 'actions',
        header: 'Aksi',
        render: (row) => <DeleteButton aria-label={`Hapus ${row.time}`} onDelete={() => deleteTimeSlot(row.id).unwrap()} />,
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
          rowKey={(row) => row.id}
          isLoading={isLoading}
          error={error}
          search={search}
          minWidth={300}
        />
      </Stack>
    </>
  );
}

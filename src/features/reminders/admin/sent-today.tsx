import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useRemindersQuery } from '@/lib/api/endpoints/reminders';
import type { ReminderListFilter } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { useNow } from '@/lib/time/use-now';
import { formatInstantTime } from '@/lib/format';
import { sentOnStudioDay, type SentReminder } from './queue-order';
import { ReminderKindChip } from './reminder-kind-chip';

export const SENT_TODAY_LABEL = 'Pengingat WhatsApp terkirim hari ini';

const SENT_WHATSAPP: ReminderListFilter = { channel: 'whatsapp', status: 'sent' };

/** An instant of the studio's today by its wall clock alone: "pukul 11.45 WIB". */
const timeToday = (instant: string) => `pukul ${formatInstantTime(instant)}`;

const columns: DataTableColumn<SentReminder>[] = [
  {
    key: 'customer',
    header: 'Pelanggan',
    render: (row) => row.customer.name,
    minWidth: 160,
    card: 'title',
  },
  { key: 'kind', header: 'Jenis', render: (row) => <ReminderKindChip kind={row.kind} />, card: 'aside' },
  {
    key: 'reservation',
    header: 'Reservasi',
    render: (row) => (
      <Link component={RouterLink} to={appRoutes.dashboard.reservationDetail.to(row.reservation.id)} color="secondary">
        Reservasi #{row.reservation.id}
      </Link>
    ),
  },
  { key: 'sentAt', header: 'Dikirim', render: (row) => timeToday(row.sentAt) },
];

/** The WhatsApp reminders the admin marked sent since the studio's midnight, the latest first. */
export function SentToday() {
  const headingId = useId();
  const { data, isLoading, error } = useRemindersQuery(SENT_WHATSAPP);
  const now = useNow();
  const rows = useMemo(() => data && sentOnStudioDay(data, now), [data, now]);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h5" component="h2">
        Sudah terkirim hari ini
      </Typography>
      <DataTable
        label={SENT_TODAY_LABEL}
        rows={rows}
        columns={columns}
        isLoading={isLoading}
        error={error}
        emptyText="Belum ada pengingat WhatsApp yang ditandai terkirim hari ini."
        minWidth={520}
      />
    </Stack>
  );
}

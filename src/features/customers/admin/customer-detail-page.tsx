import AddIcon from '@mui/icons-material/Add';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { DataTable } from '@/components/data-table/data-table';
import { detailLinkColumn } from '@/components/data-table/detail-link-column';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { detailError } from '@/components/detail-error';
import { FactsSection } from '@/components/facts-section';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { useServerForm } from '@/components/use-server-form';
import { bookingChannelLabels, reservationStatusLabels } from '@/content/status-labels';
import { STUDIO_NAME } from '@/content/studio-name';
import { whatsAppChatLink } from '@/content/whatsapp-links';
import type { CustomerDetail, Reminder, Reservation } from '@/lib/api/api-types';
import { useCustomerQuery, useUpdateCustomerNotesMutation } from '@/lib/api/endpoints/customers';
import { appRoutes } from '@/lib/app-routes';
import { formatRupiah, formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { customerNotesSchema, MAX_CUSTOMER_NOTES_LENGTH } from '@/lib/forms/schemas';
import { firstChannelText, momentText } from './customer-figures';

const bookingColumns: DataTableColumn<Reservation>[] = [
  {
    key: 'session',
    header: 'Sesi',
    render: (row) => `${formatShortCalendarDate(row.date)} ${formatStudioTime(row.timeSlot.time)}`,
    minWidth: 160,
    card: 'title',
  },
  { key: 'package', header: 'Paket', render: (row) => `${row.category.name} – ${row.categoryPackage.name}` },
  { key: 'channel', header: 'Saluran', render: (row) => bookingChannelLabels[row.channel] },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusChip status={reservationStatusLabels[row.status]} />,
    card: 'aside',
  },
  { key: 'total', header: 'Total', render: (row) => formatRupiah(row.total), align: 'right' },
  detailLinkColumn((row) => appRoutes.dashboard.reservationDetail.to(row.id)),
];

const messageColumns: DataTableColumn<Reminder>[] = [
  { key: 'subject', header: 'Pesan', render: (row) => row.subject, minWidth: 200, card: 'title' },
  { key: 'channel', header: 'Saluran', render: (row) => (row.channel === 'email' ? 'Email' : 'WhatsApp') },
  { key: 'made', header: 'Dibuat', render: (row) => momentText(row.createdAt), minWidth: 150 },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusChip
        status={
          row.status === 'sent' ? { label: 'Terkirim', tone: 'success' } : { label: 'Belum dikirim', tone: 'warning' }
        }
      />
    ),
    card: 'aside',
  },
];

/** A section of the customer's page: its heading, then its rows as a table (cards on a phone). */
function TitledTable<Row extends { id: number }>({
  title,
  ...table
}: {
  title: string;
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  emptyText: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <DataTable {...table} isLoading={false} />
    </section>
  );
}

/** The admin's private notes on the customer, saved on "Simpan catatan". */
function NotesForm({ customerId, notes }: { customerId: number; notes: string }) {
  const [updateNotes] = useUpdateCustomerNotesMutation();
  const { form, serverError } = useServerForm({
    initialValues: { notes },
    schema: customerNotesSchema,
    send: (input) => updateNotes({ id: customerId, ...input }).unwrap(),
    onSent: (answer, helpers) => helpers.resetForm({ values: { notes: answer.data.notes } }),
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Catatan pribadi
          </Typography>
          <FormRefusalAlert refusal={serverError} />
          <TextField
            label="Catatan"
            multiline
            minRows={3}
            {...formFieldProps(
              form,
              'notes',
              `Hanya terlihat oleh admin; maksimal ${MAX_CUSTOMER_NOTES_LENGTH} karakter.`,
            )}
          />
          <Stack direction="row">
            <Button type="submit" variant="contained" loading={form.isSubmitting} disabled={!form.dirty}>
              Simpan catatan
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

function CustomerPage({ page }: { page: CustomerDetail }) {
  const { customer, money } = page;
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FactsSection
            title="Kontak"
            items={[
              { label: 'WhatsApp', value: customer.phone },
              { label: 'Email', value: customer.email ?? '–' },
              { label: 'Akun', value: customer.hasAccount ? 'Sudah mendaftar' : 'Belum mendaftar' },
              { label: 'Saluran pertama', value: firstChannelText(customer) },
              { label: 'Reservasi', value: customer.reservationCount },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FactsSection
            title="Kunjungan dan pembayaran"
            items={[
              { label: 'Kunjungan terakhir', value: momentText(customer.lastVisit) },
              { label: 'Kunjungan berikutnya', value: momentText(customer.nextVisit) },
              { label: 'Tidak hadir', value: customer.noShows },
              { label: 'Batal mendadak', value: customer.lateCancellations },
              { label: 'Total', value: formatRupiah(money.total) },
              { label: 'Dibayar', value: formatRupiah(money.paid) },
              { label: 'Sisa', value: formatRupiah(money.remaining) },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <NotesForm customerId={customer.id} notes={page.notes} />
        </Grid>
      </Grid>
      <TitledTable
        title="Reservasi"
        label="Reservasi pelanggan"
        columns={bookingColumns}
        rows={page.reservations}
        emptyText="Belum ada reservasi"
      />
      <TitledTable
        title="Pesan"
        label="Pesan untuk pelanggan"
        columns={messageColumns}
        rows={page.messages}
        emptyText="Belum ada pesan"
      />
    </Stack>
  );
}

/** The header's actions: book for this customer, and write to them on WhatsApp. */
function CustomerActions({ page }: { page: CustomerDetail | undefined }) {
  if (!page) return null;
  const { name, phone } = page.customer;
  const chat = whatsAppChatLink(phone, `Halo ${name}, kami dari ${STUDIO_NAME}.`);
  return (
    <>
      {chat && (
        <Button
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
        >
          Hubungi via WhatsApp
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={appRoutes.dashboard.reservationCreate.to({ customer: page.customer.id })}
      >
        Buat reservasi
      </Button>
    </>
  );
}

/** `/dashboard/customers/:id`: one customer, their bookings, money and messages, and the admin's notes on them. */
export function CustomerDetailPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useCustomerQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title={data?.customer.name ?? 'Detail Pelanggan'}
        breadcrumbs={[{ label: 'Pelanggan', to: appRoutes.dashboard.customers.to() }, { label: 'Detail' }]}
        actions={<CustomerActions page={data} />}
      />
      <DataState
        data={data}
        isLoading={isLoading}
        error={error}
        formatError={detailError}
        loading={
          <Stack spacing={3} role="status" aria-busy="true" aria-label="Memuat data pelanggan">
            <Grid container spacing={3}>
              {[0, 1].map((index) => (
                <Grid key={index} size={{ xs: 12, md: 6 }}>
                  <Skeleton variant="rounded" height={330} />
                </Grid>
              ))}
              <Grid size={{ xs: 12 }}>
                <Skeleton variant="rounded" height={240} />
              </Grid>
            </Grid>
            <Skeleton variant="rounded" height={420} />
          </Stack>
        }
      >
        {(page) => <CustomerPage page={page} />}
      </DataState>
    </>
  );
}

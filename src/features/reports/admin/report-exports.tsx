import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { reservationsApi } from '@/lib/api/endpoints/reservations';
import { reportsApi } from '@/lib/api/endpoints/reports';
import { csvFile } from '@/lib/csv';
import { saveFile } from '@/lib/save-file';
import { showToast } from '@/lib/toast';
import { BOOKINGS_HEADER, bookingRows, exportFileName, PAYMENTS_HEADER, paymentRows } from './report-csv';
import type { ReportPeriod } from './report-period';

export const EXPORT_BOOKINGS = 'Unduh reservasi (CSV)';
export const EXPORT_PAYMENTS = 'Unduh pembayaran (CSV)';
export const PRINT_REPORT = 'Cetak';

type Export = 'bookings' | 'payments';

/**
 * The period's exports and its printout: the bookings as the reservations list has them for those days, the
 * installments received as the report counts them, each a CSV file a spreadsheet opens; and the browser's print
 * of the report (the menu, the buttons and the switches left out, each chart with its table).
 */
export function ReportExports({ period }: { period: Pick<ReportPeriod, 'from' | 'to'> }) {
  const [fetchBookings] = reservationsApi.useLazyReservationsQuery();
  const [fetchPayments] = reportsApi.useLazyReportPaymentsQuery();
  const [exporting, setExporting] = useState<Export>();
  const range = { from: period.from, to: period.to };
  const run = async (what: Export) => {
    setExporting(what);
    try {
      if (what === 'bookings') {
        const { rows } = await fetchBookings(range).unwrap();
        saveFile(csvFile(BOOKINGS_HEADER, bookingRows(rows)), exportFileName('Reservasi', period));
      } else {
        const payments = await fetchPayments(range).unwrap();
        saveFile(csvFile(PAYMENTS_HEADER, paymentRows(payments)), exportFileName('Pembayaran', period));
      }
    } catch {
      showToast('Gagal mengunduh laporan', 'error');
    } finally {
      setExporting(undefined);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ displayPrint: 'none' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exporting === 'bookings'}
        disabled={exporting !== undefined}
        onClick={() => void run('bookings')}
      >
        {EXPORT_BOOKINGS}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exporting === 'payments'}
        disabled={exporting !== undefined}
        onClick={() => void run('payments')}
      >
        {EXPORT_PAYMENTS}
      </Button>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {PRINT_REPORT}
      </Button>
    </Stack>
  );
}

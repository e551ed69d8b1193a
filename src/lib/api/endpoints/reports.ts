import { api, dataOf, listOf } from '@/lib/api/api';
import type { ReportPayment, ReportQuery, ReportSummary } from '@/lib/api/api-types';
import { listTag } from '@/lib/api/tags';

/**
 * What a report is counted from: the bookings, their payments and refunds, the closed days and the time slots (the
 * open slots). It reads the category, package and voucher names the bookings kept, so a catalogue or voucher change
 * leaves it as it was. Each live change of these invalidates one of the tags (live-changes.ts); a change of the
 * settings refetches every transaction, and so the report.
 */
const reportTags = [
  listTag('Reservation'),
  listTag('Transaction'),
  listTag('Refund'),
  listTag('ClosedDays'),
  listTag('TimeSlot'),
];

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reports/summary (admin): a period's figures beside the period before it. */
    reportSummary: build.query<ReportSummary, ReportQuery>({
      query: (period) => ({ url: 'reports/summary', params: { ...period } }),
      transformResponse: dataOf<ReportSummary>,
      providesTags: reportTags,
    }),
    /** GET /reports/payments (admin): the installments received over a period, oldest first. */
    reportPayments: build.query<ReportPayment[], ReportQuery>({
      query: (period) => ({ url: 'reports/payments', params: { ...period } }),
      transformResponse: listOf<ReportPayment>,
      providesTags: reportTags,
    }),
  }),
});

export const { useReportSummaryQuery, useReportPaymentsQuery, useLazyReportSummaryQuery, useLazyReportPaymentsQuery } =
  reportsApi;

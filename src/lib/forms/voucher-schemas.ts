/**
 * Vouchers as the admin's form and the backend check them, and the booking page's price question, with Indonesian
 * messages. Apart from ./schemas.ts so that the public pages' first load does not carry them.
 */
import * as yup from 'yup';
import { isCalendarDay, parseCalendarDay } from '../rules/calendar-day';
import { calendarDay, reservationSchema, visibleText, wholeNumber } from './schemas';

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;

/** A whole number of at least 1 with its label's messages, or empty (null) for none. */
function optionalCount(label: string) {
  return wholeNumber()
    .typeError(`${label} harus berupa angka`)
    .integer(`${label} harus berupa bilangan bulat`)
    .min(1, `${label} minimal 1`)
    .nullable()
    .default(null);
}

const idList = (message: string) =>
  yup
    .array()
    .of(wholeNumber().typeError(message).required(message).integer(message).min(1, message))
    .transform((value: unknown, original: unknown) => (original === null ? [] : value))
    .typeError(message)
    .default([]);

/** A voucher: its code, what it takes off, from when to when, how often, and for which packages. */
export const voucherSchema = yup.object({
  code: visibleText()
    .required('Kode voucher tidak boleh kosong')
    .min(3, 'Kode voucher minimal 3 karakter')
    .max(20, 'Kode voucher maksimal 20 karakter')
    .matches(/^[A-Za-z0-9_-]+$/, 'Kode voucher hanya huruf, angka, - dan _')
    .transform((code: unknown) => (typeof code === 'string' ? code.toUpperCase() : code)),
  kind: yup.string().required('Jenis potongan tidak boleh kosong').oneOf(VOUCHER_KINDS, 'Jenis potongan tidak valid'),
  value: wholeNumber()
    .typeError('Nilai potongan harus berupa angka')
    .required('Nilai potongan tidak boleh kosong')
    .integer('Nilai potongan harus berupa bilangan bulat')
    .min(1, 'Nilai potongan minimal 1')
    .when('kind', {
      is: 'percent',
      then: (value) => value.max(100, 'Persentase harus 1 sampai 100'),
      otherwise: (value) => value.max(10_000_000, 'Potongan maksimal Rp 10.000.000'),
    }),
  maxDiscount: optionalCount('Potongan maksimal'),
  minSubtotal: wholeNumber()
    .typeError('Minimal belanja harus berupa angka')
    .integer('Minimal belanja harus berupa bilangan bulat')
    .min(0, 'Minimal belanja tidak boleh negatif')
    .nullable()
    .transform((value: unknown) => value ?? 0)
    .default(0),
  validFrom: calendarDay('Tanggal mulai tidak boleh kosong'),
  validTo: calendarDay('Tanggal akhir tidak boleh kosong').test(
    'not-before-start',
    'Tanggal akhir tidak boleh sebelum tanggal mulai',
    (end, context) => {
      const { validFrom: start } = context.parent as { validFrom?: unknown };
      return typeof start !== 'string' || !isCalendarDay(start) || end >= (parseCalendarDay(start) ?? start);
    },
  ),
  quota: optionalCount('Kuota'),
  perCustomer: optionalCount('Batas per pelanggan'),
  categoryIds: idList('Kategori tidak valid'),
  packageIds: idList('Paket tidak valid'),
  active: yup.boolean().typeError('Status voucher tidak valid').default(true),
});

/** `POST /reservation/quote`: a booking's body without its day and slot, which do not change its price. */
export const quoteSchema = reservationSchema.omit(['date', 'timeId']);

export type VoucherInput = yup.InferType<typeof voucherSchema>;
export type QuoteInput = yup.InferType<typeof quoteSchema>;

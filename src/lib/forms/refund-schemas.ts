/**
 * A cancellation's refund as the forms and the backend check it, with Indonesian messages: the customer's bank
 * account, the admin's reason and amount, and the admin recording it paid back. Apart from ./schemas.ts so that
 * the public pages' first load does not carry them.
 */
import * as yup from 'yup';
import { REFUND_METHODS } from '../rules/payments';
import { adminRefundRefusal } from '../rules/refunds';
import { calendarDay, visibleText, wholeNumber } from './schemas';

/** Where a customer's refund is transferred to: the bank, the account's number and its holder's name. */
export const bankAccountSchema = yup.object({
  bank: visibleText().required('Nama bank tidak boleh kosong').max(50, 'Nama bank maksimal 50 karakter'),
  number: visibleText()
    .required('Nomor rekening tidak boleh kosong')
    .matches(/^\d{6,20}$/, 'Nomor rekening harus 6-20 angka'),
  holder: visibleText()
    .required('Nama pemilik rekening tidak boleh kosong')
    .max(100, 'Nama pemilik rekening maksimal 100 karakter'),
});

/** A customer cancelling their booking: the account to refund to, when the cancellation gives money back. */
export const cancelOwnSchema = yup.object({
  bankAccount: bankAccountSchema.default(undefined).optional(),
});

const REFUND_AMOUNT_INVALID_MESSAGE = 'Jumlah pengembalian tidak valid';

const refundAmount = wholeNumber()
  .typeError(REFUND_AMOUNT_INVALID_MESSAGE)
  .integer(REFUND_AMOUNT_INVALID_MESSAGE)
  .min(0, REFUND_AMOUNT_INVALID_MESSAGE);

/** The admin calling a session off: why, and what to give back of what was paid (absent: all of it). */
export const adminCancelSchema = yup.object({
  reason: visibleText().max(500, 'Alasan maksimal 500 karakter').default(''),
  refundAmount: refundAmount.optional(),
});

/**
 * The admin's cancel dialog for a booking that `paid` this much: the amount is always given (it starts as all of
 * it), and held to what was paid, as the backend holds it once it knows it (`adminRefundRefusal`).
 */
export function adminCancelFormSchema(paid: number) {
  return adminCancelSchema.shape({
    refundAmount: refundAmount
      .required('Jumlah pengembalian tidak boleh kosong')
      .test('at-most-paid', (amount, context) => {
        const refusal = adminRefundRefusal(amount, paid);
        return refusal === undefined || context.createError({ message: refusal });
      }),
  });
}

/** The admin paid a refund back: how, on which day, and the receipt's photo if one was kept. */
export const refundPaidSchema = yup.object({
  method: yup
    .string()
    .required('Metode pengembalian tidak boleh kosong')
    .oneOf(REFUND_METHODS, 'Metode pengembalian tidak valid'),
  paidAt: calendarDay('Tanggal tidak boleh kosong'),
  image: yup.mixed<File | string>().nullable(),
});

export type BankAccountInput = yup.InferType<typeof bankAccountSchema>;
export type AdminCancelInput = yup.InferType<typeof adminCancelSchema>;
export type RefundPaidInput = yup.InferType<typeof refundPaidSchema>;

/**
 * The payment gateway's words, checked as the backend checks them: the notification it sends (Midtrans' fields),
 * the admin's refund of a payment in review, and what the QRIS simulator pays.
 */
import * as yup from 'yup';
import { REFUND_METHODS } from '../rules/payments';
import { wholeNumber } from './schemas';

export const NOTIFICATION_INVALID_MESSAGE = 'Notifikasi tidak valid';

/** The statuses a gateway notification may carry: paid (`settlement`, `capture`), waiting, or ended unpaid. */
export const NOTIFICATION_STATUSES = ['settlement', 'capture', 'pending', 'expire', 'cancel', 'deny'] as const;

const notificationText = () => yup.string().trim().required(NOTIFICATION_INVALID_MESSAGE);

/** A gateway's notification: every field it is signed with or read for, as text; anything else is ignored. */
export const gatewayNotificationSchema = yup.object({
  order_id: notificationText(),
  status_code: notificationText().matches(/^\d{3}$/, NOTIFICATION_INVALID_MESSAGE),
  gross_amount: notificationText().matches(/^\d{1,12}\.\d{2}$/, NOTIFICATION_INVALID_MESSAGE),
  signature_key: notificationText().matches(/^[0-9a-f]{128}$/i, NOTIFICATION_INVALID_MESSAGE),
  transaction_status: yup
    .string()
    .required(NOTIFICATION_INVALID_MESSAGE)
    .oneOf(NOTIFICATION_STATUSES, NOTIFICATION_INVALID_MESSAGE),
  transaction_id: notificationText().max(100, NOTIFICATION_INVALID_MESSAGE),
  transaction_time: notificationText().matches(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
    NOTIFICATION_INVALID_MESSAGE,
  ),
});

/** The admin gave a payment in review back by hand: how, and a note. */
export const gatewayRefundSchema = yup.object({
  method: yup
    .string()
    .required('Metode pengembalian tidak boleh kosong')
    .oneOf(REFUND_METHODS, 'Metode pengembalian tidak valid'),
  note: yup.string().trim().max(300, 'Catatan maksimal 300 karakter').default(''),
});

export const QRIS_INVALID_MESSAGE = 'Kode QRIS tidak valid';

/** What the simulator pays: a QRIS, another amount than its own if the payer typed one, and whether late. */
export const gatewayPaySchema = yup.object({
  qris: yup.string().trim().required('Kode QRIS tidak boleh kosong'),
  amount: wholeNumber()
    .typeError('Nominal harus berupa angka')
    .integer('Nominal harus berupa bilangan bulat')
    .min(1, 'Nominal minimal Rp 1')
    .optional(),
  late: yup.boolean().typeError(QRIS_INVALID_MESSAGE).default(false),
});

export type GatewayNotificationInput = yup.InferType<typeof gatewayNotificationSchema>;
export type GatewayRefundInput = yup.InferType<typeof gatewayRefundSchema>;
export type GatewayPayInput = yup.InferType<typeof gatewayPaySchema>;

/** Every validation rule with its Indonesian message: used by the forms and by the emulated backend alike. */
import * as yup from 'yup';
import { INVALID_DATE_MESSAGE, isCalendarDay, parseCalendarDay } from '../rules/calendar-day';
import { PHOTO_INVALID_MESSAGE } from '../rules/albums';
import { STAFF_BOOKING_CHANNELS } from '../rules/booking-channels';
import { COUNTER_PAYMENT_METHODS, counterAmountRefusal } from '../rules/payments';
import { OPTIONAL_REMINDER_KINDS } from '../rules/reminders';
import { FIRST_SLOT, isOnSlotStep, LAST_SLOT, minutesOf, SESSION_MINUTES, timeOf } from '../rules/slots';

/** Fallbacks for what no rule below names: a wrong type or a value outside the allowed ones. */
yup.setLocale({
  mixed: {
    notType: 'Format data tidak valid',
    notNull: 'Format data tidak valid',
    oneOf: 'Pilihan tidak valid',
    required: 'Data tidak boleh kosong',
  },
});

/** Characters that take no space when shown: zero-width spaces and joiners, the word joiner, the byte-order mark. */
const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Text as a person sees it: without invisible characters, then trimmed, so "required", lengths and the
 * backend's uniqueness checks judge what is shown ("\u200b" alone is empty, "Foto Keluarga\u200b" is "Foto Keluarga").
 */
export function visibleText() {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(INVISIBLE_CHARACTERS, '') : value))
    .trim();
}

const email = visibleText().required('Email tidak boleh kosong').email('Email tidak valid');

const password = yup
  .string()
  .required('Password tidak boleh kosong')
  .min(6, 'Password minimal 6 karakter')
  .max(100, 'Password maksimal 100 karakter');

/** A phone number as people write it: digits, perhaps a leading "+", and single spaces or dashes between digits. */
const PHONE_NUMBER = /^\+?\d+(?:[ -]\d+)*$/;

/**
 * A phone number: its shape first, then the spec's length limits, which count characters as written
 * ("0812-3456-7890" is 14), as the spec's messages say ('minimal 12 karakter'); the shape keeps those
 * characters digits but for a "+" and the single separators between them.
 */
export function phoneNumber(requiredMessage = 'Nomor telepon tidak boleh kosong') {
  return visibleText()
    .required(requiredMessage)
    .matches(PHONE_NUMBER, 'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)')
    .min(12, 'Nomor telepon minimal 12 karakter')
    .max(20, 'Nomor telepon maksimal 20 karakter');
}

const phone = phoneNumber();

const personName = visibleText()
  .required('Nama tidak boleh kosong')
  .min(3, 'Nama minimal 3 karakter')
  .max(255, 'Nama maksimal 255 karakter');

export const registerSchema = yup.object({
  name: personName,
  email,
  phone,
  password,
});

export const loginSchema = yup.object({ email, password });

export type RegisterInput = yup.InferType<typeof registerSchema>;
export type LoginInput = yup.InferType<typeof loginSchema>;

/** Plain digits, as a form's number input holds them: no sign, point, exponent, hexadecimal prefix or space. */
const DIGITS = /^\d+$/;

/**
 * Ids, prices, quantities and ratings: a number, or a string of plain digits (what a form's input holds).
 * Anything else (the strings "0x5", "1e6", "5.0", " 5" or "-1", a boolean, a list) reads as not a number,
 * so it gets the field's type message; an empty input or null counts as missing. Whole-number and range
 * rules are each field's own.
 */
export function wholeNumber() {
  return yup.number().transform((value: unknown, original: unknown) => {
    if (original === '' || original === null) return undefined;
    if (typeof original === 'string') return DIGITS.test(original) ? Number(original) : Number.NaN;
    return typeof original === 'number' ? value : Number.NaN;
  });
}

const price = wholeNumber()
  .typeError('Harga harus berupa angka')
  .required('Harga tidak boleh kosong')
  .integer('Harga harus berupa bilangan bulat')
  // A test of its own: yup's positive() and min() share a name, so the later one would replace it.
  .test('positive', 'Harga harus positif', (value) => value > 0)
  .min(1000, 'Harga minimal Rp1.000')
  .max(3_000_000, 'Harga maksimal Rp3.000.000');

const categoryId = wholeNumber()
  .typeError('ID Kategori tidak boleh kosong')
  .required('ID Kategori tidak boleh kosong')
  .integer('ID Kategori harus positif')
  .min(1, 'ID Kategori harus positif');

const categoryName = visibleText()
  .required('Nama kategori tidak boleh kosong')
  .min(3, 'Nama minimal 3 karakter')
  .max(255, 'Nama maksimal 255 karakter');

/** A list sent as null counts as an empty list. */
function nullAsEmptyList(value: unknown, original: unknown) {
  return original === null ? [] : value;
}

export const MAX_CATEGORY_IMAGES = 3;

/** Create: the name and 1 to 3 images (files in the form, uploaded URLs in the request). */
export const categoryCreateSchema = yup.object({
  name: categoryName,
  images: yup
    .array()
    .typeError('Gambar tidak boleh kosong')
    .required('Gambar tidak boleh kosong')
    .min(1, 'Gambar yang diunggah minimal 1 gambar')
    .max(MAX_CATEGORY_IMAGES, 'Total gambar tidak boleh lebih dari 3'),
});

/** Edit: the kept image URLs plus the new images make 1 to 3 in total. */
export const categoryEditSchema = yup
  .object({
    name: categoryName,
    images_url: yup
      .array()
      .of(yup.string().required('Gambar tidak valid'))
      .transform(nullAsEmptyList)
      .typeError('Gambar tidak valid')
      .default([]),
    images: yup.array().transform(nullAsEmptyList).typeError('Gambar tidak valid').default([]),
  })
  .test('at-least-one-image', 'Gambar tidak boleh kosong', function atLeastOne(value) {
    const total = value.images_url.length + value.images.length;
    return total >= 1 || this.createError({ path: 'images', message: 'Gambar tidak boleh kosong' });
  })
  .test('at-most-three-images', 'Total gambar tidak boleh lebih dari 3', function atMostThree(value) {
    const total = value.images_url.length + value.images.length;
    return (
      total <= MAX_CATEGORY_IMAGES ||
      this.createError({ path: 'images', message: 'Total gambar tidak boleh lebih dari 3' })
    );
  });

/** The most photos a package may promise to edit. */
export const MAX_EDITED_QUOTA = 200;

/** How many of the session's photos the studio edits: the customer chooses them in the album. */
const editedQuota = wholeNumber()
  .typeError('Jumlah foto edit harus berupa angka')
  .required('Jumlah foto edit tidak boleh kosong')
  .integer('Jumlah foto edit harus berupa bilangan bulat')
  .min(0, 'Jumlah foto edit minimal 0')
  .max(MAX_EDITED_QUOTA, `Jumlah foto edit maksimal ${MAX_EDITED_QUOTA}`);

export const packageSchema = yup.object({
  name: visibleText()
    .required('Nama paket tidak boleh kosong')
    .min(3, 'Nama paket minimal 3 karakter')
    .max(255, 'Nama paket maksimal 255 karakter'),
  description: visibleText()
    .required('Deskripsi tidak boleh kosong')
    .min(3, 'Deskripsi minimal 3 karakter')
    .max(1000, 'Deskripsi maksimal 1000 karakter'),
  price,
  editedQuota,
  categoryId,
});

export const addonSchema = yup.object({
  name: visibleText()
    .required('Nama tambahan tidak boleh kosong')
    .min(3, 'Nama tambahan minimal 3 karakter')
    .max(255, 'Nama tambahan maksimal 255 karakter'),
  unit: visibleText().required('Satuan tidak boleh kosong').max(255, 'Satuan maksimal 255 karakter'),
  price,
  categoryId,
});

/** Three times one session apart from 10:00, the step message's example: "10:00, 10:20; 10:40". */
const [stepExample, secondStepExample, thirdStepExample] = [0, 1, 2].map((steps) =>
  timeOf(minutesOf('10:00') + steps * SESSION_MINUTES),
);

export const timeSlotSchema = yup.object({
  time: visibleText()
    .required('Waktu tidak boleh kosong')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Waktu harus dalam format HH:mm (contoh, 11:00)')
    .test(
      'within-opening-hours',
      `Waktu harus diantara ${FIRST_SLOT} dan ${LAST_SLOT}`,
      (time) => time >= FIRST_SLOT && time <= LAST_SLOT,
    )
    .test(
      'slot-steps',
      `Waktu harus berjarak ${SESSION_MINUTES} menit (contoh, ${stepExample}, ${secondStepExample}; ${thirdStepExample})`,
      isOnSlotStep,
    ),
});

export const MAX_ADDON_QUANTITY = 10;

const positiveId = (message: string) =>
  wholeNumber().typeError(message).required(message).integer(message).min(1, message);

const addonSelectionSchema = yup.object({
  id: positiveId('ID Tambahan tidak boleh kosong'),
  quantity: wholeNumber()
    .typeError('Jumlah tambahan minimal 1')
    .required('Jumlah tambahan minimal 1')
    .integer('Jumlah tambahan minimal 1')
    .min(1, 'Jumlah tambahan minimal 1')
    .max(MAX_ADDON_QUANTITY, 'Jumlah tambahan maksimal 10'),
});

/** A calendar day (see calendar-day.ts), read as its 00:00 UTC instant. */
export function calendarDay(requiredMessage: string) {
  return yup
    .string()
    .required(requiredMessage)
    .transform((date: unknown) => parseCalendarDay(date) ?? date)
    .test('calendar-day', INVALID_DATE_MESSAGE, (date) => isCalendarDay(date));
}

const SLOT_REQUIRED_MESSAGE = 'Harus memilih salah satu waktu';

/** The create-reservation request. */
export const reservationSchema = yup.object({
  date: calendarDay('Tanggal tidak boleh kosong'),
  timeId: positiveId(SLOT_REQUIRED_MESSAGE),
  categoryId: positiveId('ID Paket tidak boleh kosong'),
  categoryPackageId: positiveId('ID Paket tidak boleh kosong'),
  addons: yup.array().of(addonSelectionSchema).transform(nullAsEmptyList).typeError('Tambahan tidak valid').default([]),
  voucherCode: visibleText().max(20, 'Kode tidak berlaku').nullable().optional(),
});

const transactionTypes = ['fullpayment', 'downpayment'] as const;

const transactionType = yup
  .string()
  .required('Metode transaksi tidak boleh kosong')
  .oneOf(transactionTypes, 'Metode transaksi tidak boleh kosong');

/** The reservation page's form: the reservation and how it will be paid. */
export const bookingFormSchema = reservationSchema.shape({ type: transactionType });

const CUSTOMER_REQUIRED_MESSAGE = 'Pelanggan tidak boleh kosong';

/**
 * A customer the studio adds while booking for them: a name and the WhatsApp number, and an email only if they
 * gave one (empty counts as none).
 */
export const newCustomerSchema = yup.object({
  name: personName,
  phone,
  email: visibleText()
    .email('Email tidak valid')
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .default(null),
});

/** The customer of the admin's booking: one already known (`{ id }`), or a new one's details. */
const bookedCustomer = yup.lazy((value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value
    ? yup.object({ id: positiveId(CUSTOMER_REQUIRED_MESSAGE) })
    : newCustomerSchema.default(undefined).required(CUSTOMER_REQUIRED_MESSAGE),
);

const staffBookingChannel = yup
  .string()
  .required('Saluran reservasi tidak boleh kosong')
  .oneOf(STAFF_BOOKING_CHANNELS, 'Saluran reservasi tidak valid');

/**
 * The admin's booking for a customer, the form's values as the request: the booking, then whom it is for, how it
 * came in and how it will be paid.
 */
export const staffBookingSchema = reservationSchema.shape({
  customer: bookedCustomer,
  channel: staffBookingChannel,
  type: transactionType,
});

/** The create-transaction request. */
export const transactionSchema = yup.object({
  reservationId: positiveId('ID Reservasi tidak boleh kosong'),
  type: transactionType,
});

/** A proof of payment: a file in the form, the uploaded image's URL in the request. */
export const paymentProofSchema = yup.object({
  image: yup.mixed<File | string>().required('Gambar tidak boleh kosong'),
});

const COUNTER_AMOUNT_INVALID_MESSAGE = 'Jumlah pembayaran tidak valid';

/**
 * A payment the admin took at the counter: how, how much (whole rupiah; the backend holds it to the installment
 * due), and the receipt's photo if one was taken (a file in the form, the uploaded image's URL in the request).
 */
const counterAmount = wholeNumber()
  .typeError(COUNTER_AMOUNT_INVALID_MESSAGE)
  .required('Jumlah pembayaran tidak boleh kosong')
  .integer(COUNTER_AMOUNT_INVALID_MESSAGE)
  .min(1, COUNTER_AMOUNT_INVALID_MESSAGE);

export const counterPaymentSchema = yup.object({
  method: yup
    .string()
    .required('Metode pembayaran tidak boleh kosong')
    .oneOf(COUNTER_PAYMENT_METHODS, 'Metode pembayaran tidak valid'),
  amount: counterAmount,
  image: yup.mixed<File | string>().nullable(),
});

/** The admin's form: the amount is also held to the installment due, as the backend holds it once it knows it. */
export function counterPaymentFormSchema(due: number) {
  return counterPaymentSchema.shape({
    amount: counterAmount.test('installment-due', (amount, context) => {
      const refusal = counterAmountRefusal(amount, due);
      return refusal === undefined || context.createError({ message: refusal });
    }),
  });
}

export const reviewSchema = yup.object({
  reservationId: positiveId('ID Reservasi tidak boleh kosong'),
  rating: wholeNumber()
    .typeError('Rating tidak boleh kosong')
    .required('Rating tidak boleh kosong')
    .integer('Rating harus dipilih')
    .min(1, 'Rating harus dipilih')
    .max(5, 'Rating maksimal 5'),
  review: visibleText()
    .required('Review minimal 1 karakter')
    .min(1, 'Review minimal 1 karakter')
    .max(1000, 'Review maksimal 1000 karakter'),
});

export type PackageInput = yup.InferType<typeof packageSchema>;
/** Moving a booking: the new day and slot, and why (an admin must say; a customer may). */
export const rescheduleSchema = yup.object({
  date: calendarDay('Tanggal tidak boleh kosong'),
  timeId: positiveId(SLOT_REQUIRED_MESSAGE),
  reason: visibleText().max(500, 'Alasan maksimal 500 karakter').default(''),
});

export const closureActions = ['keep', 'ask', 'cancel'] as const;

/** What the admin decided for one active booking on days being closed. */
const closureDecisionSchema = yup.object({
  reservationId: positiveId('ID Reservasi tidak boleh kosong'),
  action: yup.string().required('Tindakan tidak boleh kosong').oneOf(closureActions, 'Tindakan tidak valid'),
});

/** Closing the studio: the first and last day (both included), a label, a note for customers, and the decisions. */
export const closureSchema = yup.object({
  startDate: calendarDay('Tanggal mulai tidak boleh kosong'),
  endDate: calendarDay('Tanggal selesai tidak boleh kosong').test(
    'not-before-start',
    'Tanggal selesai tidak boleh sebelum tanggal mulai',
    (end, context) => {
      const { startDate: start } = context.parent as { startDate?: unknown };
      return typeof start !== 'string' || !isCalendarDay(start) || end >= (parseCalendarDay(start) ?? start);
    },
  ),
  label: visibleText().required('Nama libur tidak boleh kosong').max(60, 'Nama libur maksimal 60 karakter'),
  note: visibleText().max(300, 'Catatan maksimal 300 karakter').default(''),
  decisions: yup
    .array()
    .of(closureDecisionSchema)
    .transform(nullAsEmptyList)
    .typeError('Tindakan tidak valid')
    .default([]),
});

const REMINDER_KIND_INVALID_MESSAGE = 'Jenis pengingat tidak valid';

/**
 * The profile's reminder preferences: the kinds of reminder the customer does not want (null counts as none); the
 * confirmation is always sent, so it is not one of them.
 */
export const profileSchema = yup.object({
  reminderOptOuts: yup
    .array()
    .of(
      yup
        .string()
        .typeError(REMINDER_KIND_INVALID_MESSAGE)
        .required(REMINDER_KIND_INVALID_MESSAGE)
        .oneOf(OPTIONAL_REMINDER_KINDS, REMINDER_KIND_INVALID_MESSAGE),
    )
    .transform(nullAsEmptyList)
    .typeError(REMINDER_KIND_INVALID_MESSAGE)
    .required(REMINDER_KIND_INVALID_MESSAGE),
});

/** The longest note a customer may give a chosen photo. */
export const MAX_PHOTO_NOTE_LENGTH = 300;

/** The customer's choice of photos to edit: each photo once, with a note for its editing (null counts as none). */
export const albumSelectionSchema = yup.object({
  photos: yup
    .array()
    .of(
      yup.object({
        id: positiveId(PHOTO_INVALID_MESSAGE),
        note: visibleText()
          .transform((note: unknown, original: unknown) => (original === null ? '' : note))
          .max(MAX_PHOTO_NOTE_LENGTH, `Catatan foto maksimal ${MAX_PHOTO_NOTE_LENGTH} karakter`)
          .default(''),
      }),
    )
    .required('Pilihan foto tidak boleh kosong')
    .typeError('Pilihan foto tidak valid')
    .test('each-photo-once', 'Setiap foto hanya dapat dipilih sekali', (photos) => {
      const ids = photos.map((photo) => photo.id);
      return new Set(ids).size === ids.length;
    }),
});

/** The longest private note the admin may keep on a customer. */
export const MAX_CUSTOMER_NOTES_LENGTH = 2000;

/** The admin's private notes on a customer: trimmed, empty to clear them. */
export const customerNotesSchema = yup.object({
  notes: visibleText()
    .defined('Catatan pelanggan tidak valid')
    .max(MAX_CUSTOMER_NOTES_LENGTH, `Catatan maksimal ${MAX_CUSTOMER_NOTES_LENGTH} karakter`),
});

/** The admin's last day to download an album. */
export const albumKeepSchema = yup.object({
  availableUntil: calendarDay('Tanggal batas unduh tidak boleh kosong'),
});

export type AddonInput = yup.InferType<typeof addonSchema>;
export type TimeSlotInput = yup.InferType<typeof timeSlotSchema>;
export type ReservationInput = yup.InferType<typeof reservationSchema>;
export type BookingFormInput = yup.InferType<typeof bookingFormSchema>;
export type NewCustomerInput = yup.InferType<typeof newCustomerSchema>;
export type StaffBookingInput = yup.InferType<typeof staffBookingSchema>;
export type TransactionInput = yup.InferType<typeof transactionSchema>;
export type CounterPaymentInput = yup.InferType<typeof counterPaymentSchema>;
export type ReviewInput = yup.InferType<typeof reviewSchema>;
export type RescheduleInput = yup.InferType<typeof rescheduleSchema>;
export type ClosureInput = yup.InferType<typeof closureSchema>;
export type ClosureAction = (typeof closureActions)[number];
export type ProfileInput = yup.InferType<typeof profileSchema>;
export type CustomerNotesInput = yup.InferType<typeof customerNotesSchema>;

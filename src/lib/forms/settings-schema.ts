/**
 * The studio's settings as the settings page's form and `PUT /settings` check them, with Indonesian messages,
 * in the form's order: contact, booking, cancellation, reminders, albums, payments.
 */
import * as yup from 'yup';
import { MAX_CANCELLATION_TIERS, QRIS_MODES, tiersByNotice } from '../rules/settings';
import { phoneNumber, visibleText, wholeNumber } from './schemas';

/** A whole number of a unit between two bounds, each bound with its message ("Batas … minimal 1 hari"). */
function count(label: string, unit: string, min: number, max: number) {
  return wholeNumber()
    .typeError(`${label} harus berupa angka`)
    .required(`${label} tidak boleh kosong`)
    .integer(`${label} harus berupa bilangan bulat`)
    .min(min, `${label} minimal ${min} ${unit}`)
    .max(max, `${label} maksimal ${max} ${unit}`);
}

/** A social handle as its network allows it, written with or without its "@" (kept without); empty for none. */
function handle(network: string, pattern: RegExp) {
  return visibleText()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/^@/, '') : value))
    .matches(pattern, { message: `Akun ${network} tidak valid`, excludeEmptyString: true })
    .default('');
}

const contactSchema = yup.object({
  whatsapp: phoneNumber('Nomor WhatsApp tidak boleh kosong'),
  phone: phoneNumber(),
  email: visibleText()
    .required('Email tidak boleh kosong')
    .email('Email tidak valid')
    .max(100, 'Email maksimal 100 karakter'),
  address: visibleText().required('Alamat tidak boleh kosong').max(200, 'Alamat maksimal 200 karakter'),
  mapUrl: visibleText()
    .required('Tautan peta tidak boleh kosong')
    .matches(/^https:\/\/\S+$/, 'Tautan peta harus diawali https://')
    .max(500, 'Tautan peta maksimal 500 karakter'),
  instagram: handle('Instagram', /^[A-Za-z0-9._]{1,30}$/),
  tiktok: handle('TikTok', /^[A-Za-z0-9._]{2,24}$/),
  facebook: handle('Facebook', /^[A-Za-z0-9.-]{5,50}$/),
  openingNote: visibleText().max(160, 'Catatan jam buka maksimal 160 karakter').default(''),
});

const bookingSchema = yup.object({
  horizonDays: count('Batas hari pemesanan', 'hari', 1, 365),
  minNoticeHours: count('Jarak minimal pemesanan', 'jam', 0, 72),
  holdHours: count('Batas waktu pembayaran', 'jam', 1, 72),
  reschedule: yup.object({
    limit: count('Batas ubah jadwal', 'kali', 0, 5),
    noticeHours: count('Batas waktu ubah jadwal', 'jam', 0, 168),
  }),
});

const tierSchema = yup.object({
  minHoursBefore: count('Batas jam pembatalan', 'jam', 0, 720),
  refundPercent: count('Persentase pengembalian', 'persen', 0, 100),
});

const cancellationSchema = yup.object({
  tiers: yup
    .array()
    .of(tierSchema)
    .typeError('Tingkat pembatalan tidak valid')
    .required('Tingkat pembatalan tidak boleh kosong')
    .min(1, 'Tingkat pembatalan minimal 1')
    .max(MAX_CANCELLATION_TIERS, `Tingkat pembatalan maksimal ${MAX_CANCELLATION_TIERS}`)
    .test('distinct', 'Batas jam setiap tingkat pembatalan harus berbeda', (tiers) => {
      const hours = tiers.map((tier) => tier.minHoursBefore);
      return new Set(hours).size === hours.length;
    })
    .test('until-the-session', 'Harus ada tingkat pembatalan mulai 0 jam sebelum sesi', (tiers) =>
      tiers.some((tier) => tier.minHoursBefore === 0),
    )
    .test('less-for-later', 'Pengembalian tidak boleh lebih besar untuk pembatalan yang lebih mendadak', (tiers) =>
      tiersByNotice(tiers).every(
        (tier, index, sorted) => tier.refundPercent <= (sorted[index - 1]?.refundPercent ?? tier.refundPercent),
      ),
    ),
  downPaymentRefundable: yup.boolean().typeError('Pilihan DP tidak valid').required('Pilihan DP tidak boleh kosong'),
});

const remindersSchema = yup.object({
  paymentNoticeHours: count('Pengingat pembayaran', 'jam', 1, 24),
  sessionNoticeHours: count('Pengingat sesi', 'jam', 1, 72),
  reviewDelayHours: count('Permintaan ulasan', 'jam', 0, 72),
});

const albumsSchema = yup.object({
  selectionDays: count('Batas memilih foto', 'hari', 1, 30),
  keepDays: count('Masa simpan album', 'hari', 7, 365),
});

const paymentsSchema = yup.object({
  qris: yup
    .string()
    .oneOf(QRIS_MODES, 'Cara pembayaran QRIS tidak valid')
    .required('Cara pembayaran QRIS tidak boleh kosong'),
  chargeMinutes: count('Masa berlaku kode QRIS', 'menit', 5, 60),
});

/** `PUT /settings` and the settings page: every setting at once. */
export const settingsSchema = yup.object({
  contact: contactSchema,
  booking: bookingSchema,
  cancellation: cancellationSchema,
  reminders: remindersSchema,
  albums: albumsSchema,
  payments: paymentsSchema,
});

export type SettingsInput = yup.InferType<typeof settingsSchema>;

/**
 * Every setting as the settings page names it: its label (the word its validation messages use), its unit, and
 * how its value reads in the history of changes.
 */
import { cancellationTierLines } from '@/content/cancellation-policy';
import { qrisModeLabels } from '@/content/status-labels';
import type { CancellationPolicy, QrisMode, SettingsRequest } from '@/lib/api/api-types';
import type { FieldPath } from '@/lib/forms/form-field-props';

export type SettingPath = FieldPath<SettingsRequest>;

interface SettingField {
  label: string;
  /** What a number counts: "hari", "jam", "kali". */
  unit?: string;
}

export const settingFields: Record<SettingPath, SettingField> = {
  'contact.whatsapp': { label: 'Nomor WhatsApp' },
  'contact.phone': { label: 'Telepon' },
  'contact.email': { label: 'Email' },
  'contact.address': { label: 'Alamat' },
  'contact.mapUrl': { label: 'Tautan peta' },
  'contact.instagram': { label: 'Instagram' },
  'contact.tiktok': { label: 'TikTok' },
  'contact.facebook': { label: 'Facebook' },
  'contact.openingNote': { label: 'Catatan jam buka' },
  'booking.horizonDays': { label: 'Batas hari pemesanan', unit: 'hari' },
  'booking.minNoticeHours': { label: 'Jarak minimal pemesanan', unit: 'jam' },
  'booking.holdHours': { label: 'Batas waktu pembayaran', unit: 'jam' },
  'booking.reschedule.limit': { label: 'Batas ubah jadwal', unit: 'kali' },
  'booking.reschedule.noticeHours': { label: 'Batas waktu ubah jadwal', unit: 'jam' },
  'cancellation.tiers': { label: 'Tingkat pembatalan' },
  'cancellation.downPaymentRefundable': { label: 'DP dapat dikembalikan' },
  'reminders.paymentNoticeHours': { label: 'Pengingat pembayaran', unit: 'jam' },
  'reminders.sessionNoticeHours': { label: 'Pengingat sesi', unit: 'jam' },
  'reminders.reviewDelayHours': { label: 'Permintaan ulasan', unit: 'jam' },
  'albums.selectionDays': { label: 'Batas memilih foto', unit: 'hari' },
  'albums.keepDays': { label: 'Masa simpan album', unit: 'hari' },
  'payments.qris': { label: 'Pembayaran QRIS' },
  'payments.chargeMinutes': { label: 'Masa berlaku kode QRIS', unit: 'menit' },
};

const isQrisMode = (value: unknown): value is QrisMode => typeof value === 'string' && value in qrisModeLabels;

const isSettingPath = (field: string): field is SettingPath => field in settingFields;

/** A setting's label, or its path for one this app does not know (a newer backend's). */
export const settingLabel = (field: string): string => (isSettingPath(field) ? settingFields[field].label : field);

const isTiers = (value: unknown): value is CancellationPolicy['tiers'] =>
  Array.isArray(value) &&
  value.every(
    (tier) => typeof tier === 'object' && tier !== null && 'minHoursBefore' in tier && 'refundPercent' in tier,
  );

/** A setting's value as the history writes it: "24 jam", "Ya", "(kosong)", the tiers as the policy's lines. */
export function settingValue(field: string, value: unknown): string {
  if (value === '') return '(kosong)';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') {
    const unit = isSettingPath(field) ? settingFields[field].unit : undefined;
    return unit ? `${value} ${unit}` : String(value);
  }
  if (isTiers(value)) return cancellationTierLines(value).join('; ');
  if (field === 'payments.qris' && isQrisMode(value)) return qrisModeLabels[value];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

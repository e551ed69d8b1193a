import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { QUIET_HOURS_NOTE, reminderWhen } from './reminder-kinds';

describe('reminder kinds', () => {
  it('says when each reminder comes, from the reminder rules’ leads and delays', () => {
    expect(Object.values(reminderWhen(DEFAULT_SETTINGS.reminders))).toEqual([
      '3 jam sebelum batas waktu pembayaran',
      'Saat pembayaran pertama diterima: rincian reservasi dan kebijakan pembatalannya',
      'Sehari sebelum sesi, bila masih ada sisa pembayaran',
      'Sehari sebelum sesi: alamat, peta, dan yang perlu dibawa',
      '2 jam setelah sesi selesai',
      'Saat foto sesi Anda sudah diunggah studio',
      'Sehari sebelum batas memilih foto berakhir, bila pilihan belum dikirim',
      'Saat hasil foto dikirim studio',
      '3 hari sebelum masa unduh hasil foto berakhir',
    ]);
  });

  it('says the settings’ timings, in hours or days', () => {
    const when = reminderWhen({ paymentNoticeHours: 1, sessionNoticeHours: 48, reviewDelayHours: 0 });
    expect(when['payment-deadline']).toBe('1 jam sebelum batas waktu pembayaran');
    expect(when['session-tomorrow']).toBe('2 hari sebelum sesi: alamat, peta, dan yang perlu dibawa');
    expect(when['review-request']).toBe('Saat sesi selesai');
  });

  it('names the quiet hours as the studio’s clocks write them', () => {
    expect(QUIET_HOURS_NOTE).toBe('Pengingat tidak dikirim antara pukul 21.00 dan 07.00 WIB.');
  });
});

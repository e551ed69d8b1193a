import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { useServerForm } from '@/components/use-server-form';
import type { Settings } from '@/lib/api/api-types';
import { useUpdateSettingsMutation } from '@/lib/api/endpoints/settings';
import { settingsSchema } from '@/lib/forms/settings-schema';
import { settingsValuesOf } from '@/lib/rules/settings';
import { CancellationTiersField } from './cancellation-tiers-field';
import { qrisModeLabels } from '@/content/status-labels';
import { ChoiceSetting, NumberSetting, SettingsSection, TextSetting } from './setting-inputs';

const HANDLE_HINT = 'Tanpa @. Kosongkan bila tidak ada.';

/**
 * Every setting of the studio in one form, by group, saved at once. A saved change applies from the next request;
 * the bookings made before keep their policy, as the page's subtitle says.
 */
export function SettingsForm({ settings }: { settings: Settings }) {
  const [updateSettings] = useUpdateSettingsMutation();
  const { form, serverError } = useServerForm({
    initialValues: settingsValuesOf(settings),
    schema: settingsSchema,
    send: (input) => updateSettings(input).unwrap(),
    onSent: (answer, helpers) => helpers.resetForm({ values: settingsValuesOf(answer.data) }),
  });

  return (
    <Stack component="form" aria-label="Pengaturan studio" noValidate spacing={3} onSubmit={form.handleSubmit}>
      <FormRefusalAlert refusal={serverError} variant="filled" />
      <SettingsSection title="Kontak studio" hint="Tampil di kaki halaman, halaman kontak, pesan, dan file kalender.">
        <TextSetting form={form} path="contact.whatsapp" hint="Nomor yang dihubungi pelanggan lewat WhatsApp." />
        <TextSetting form={form} path="contact.phone" />
        <TextSetting form={form} path="contact.email" />
        <TextSetting form={form} path="contact.mapUrl" hint="Tautan Google Maps lokasi studio." />
        <TextSetting form={form} path="contact.address" multiline />
        <TextSetting
          form={form}
          path="contact.openingNote"
          hint="Tampil di bawah jam buka. Boleh dikosongkan."
          multiline
        />
        <TextSetting form={form} path="contact.instagram" hint={HANDLE_HINT} />
        <TextSetting form={form} path="contact.tiktok" hint={HANDLE_HINT} />
        <TextSetting
          form={form}
          path="contact.facebook"
          hint="Nama halaman di facebook.com/…. Kosongkan bila tidak ada."
        />
      </SettingsSection>
      <SettingsSection
        title="Pemesanan"
        hint="Berlaku untuk pemesanan berikutnya. Reservasi yang sudah dibuat tetap memakai aturan saat dipesan."
      >
        <NumberSetting form={form} path="booking.horizonDays" hint="Berapa hari ke depan pelanggan dapat memesan." />
        <NumberSetting
          form={form}
          path="booking.minNoticeHours"
          hint="Sesi yang dimulai lebih cepat dari ini tidak dapat dipesan pelanggan. 0: hingga sesi dimulai."
        />
        <NumberSetting
          form={form}
          path="booking.holdHours"
          hint="Lama slot ditahan untuk reservasi yang belum dibayar."
        />
        <NumberSetting
          form={form}
          path="booking.reschedule.limit"
          hint="Berapa kali pelanggan dapat mengubah jadwal sendiri. 0: tidak dapat."
        />
        <NumberSetting
          form={form}
          path="booking.reschedule.noticeHours"
          hint="Jadwal dapat diubah paling lambat sekian jam sebelum sesi."
        />
      </SettingsSection>
      <SettingsSection
        title="Kebijakan pembatalan"
        hint="Dana yang kembali bila pelanggan membatalkan, menurut jarak waktu ke sesi. Reservasi yang sudah dibuat tetap memakai kebijakan saat dipesan."
      >
        <CancellationTiersField form={form} />
      </SettingsSection>
      <SettingsSection title="Pengingat" hint="Kapan pengingat email dan WhatsApp dikirim ke pelanggan.">
        <NumberSetting form={form} path="reminders.paymentNoticeHours" hint="Sebelum batas waktu pembayaran." />
        <NumberSetting form={form} path="reminders.sessionNoticeHours" hint="Sebelum sesi dimulai." />
        <NumberSetting form={form} path="reminders.reviewDelayHours" hint="Setelah sesi selesai." />
      </SettingsSection>
      <SettingsSection title="Hasil foto" hint="Batas waktu album pelanggan.">
        <NumberSetting form={form} path="albums.selectionDays" hint="Sejak foto sesi diunggah." />
        <NumberSetting form={form} path="albums.keepDays" hint="Sejak hasil foto dikirim." />
      </SettingsSection>
      <SettingsSection
        title="Pembayaran"
        hint="Cara pelanggan membayar dengan QRIS. Otomatis: payment gateway mengonfirmasi pembayaran tanpa bukti transfer."
      >
        <ChoiceSetting
          form={form}
          path="payments.qris"
          hint="Berlaku untuk pembayaran berikutnya."
          choices={qrisModeLabels}
        />
        <NumberSetting
          form={form}
          path="payments.chargeMinutes"
          hint="Lama kode QRIS otomatis dapat dibayar, tidak melewati batas waktu pembayaran."
        />
      </SettingsSection>
      {/* Always in reach at the bottom of the screen, however long the form: what is unsaved, and its two buttons. */}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 1.5, sm: 2 },
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="textSecondary" sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }}>
          {form.dirty ? 'Ada perubahan yang belum disimpan.' : 'Semua pengaturan sudah tersimpan.'}
        </Typography>
        <Button
          type="button"
          color="secondary"
          disabled={!form.dirty || form.isSubmitting}
          onClick={() => form.resetForm()}
        >
          Batalkan
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={form.isSubmitting}
          disabled={!form.dirty}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          Simpan Pengaturan
        </Button>
      </Paper>
    </Stack>
  );
}

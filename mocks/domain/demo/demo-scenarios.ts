import type { DemoScenario, StartedScenario } from '@/lib/api/api-types';
import { demoAccounts } from '@/content/demo-accounts';
import type { Draft } from '@mocks/db/draft';
import { BUSY_DAY_BOOKINGS } from './demo-busy-day';
import {
  awaitPayment,
  bookToCancelWithRefund,
  bookToReschedule,
  chooseAlbumPhotos,
  completeForReview,
  expirePayment,
  fillBusyDay,
  queueReminders,
  readReports,
  registerCustomer,
  reviewPayment,
  signInAdmin,
  signInDemoCustomer,
  waitAtTheCounter,
  type ScenarioSetting,
  type ScenarioSetUp,
} from './demo-scenario-setups';
import { DomainError } from '../errors';
import { ok, type Outcome } from '../outcome';

export type { DemoScenario, StartedScenario };

export interface ScenarioDefinition extends DemoScenario {
  /** Whether it registers a customer, who needs a name. */
  registersCustomer: boolean;
  setUp: ScenarioSetUp;
}

const scenarios: readonly ScenarioDefinition[] = [
  {
    name: 'customer',
    title: 'Pelanggan demo',
    description: `Masuk sebagai ${demoAccounts.customer.name}, pelanggan dengan riwayat reservasi.`,
    registersCustomer: false,
    setUp: signInDemoCustomer,
  },
  {
    name: 'admin',
    title: 'Admin studio',
    description: 'Masuk sebagai admin dan lihat jadwal hari ini.',
    registersCustomer: false,
    setUp: signInAdmin,
  },
  {
    name: 'new-customer',
    title: 'Pelanggan baru',
    description: 'Mendaftarkan pelanggan baru tanpa riwayat reservasi, lalu masuk sebagai dia.',
    registersCustomer: true,
    setUp: registerCustomer,
  },
  {
    name: 'payment-awaiting',
    title: 'Menunggu pembayaran',
    description: 'Pelanggan baru dengan reservasi DP yang belum dibayar, siap mengunggah bukti pembayaran.',
    registersCustomer: true,
    setUp: awaitPayment,
  },
  {
    name: 'payment-review',
    title: 'Validasi bukti pembayaran',
    description: 'Admin memeriksa bukti pembayaran pelanggan yang menunggu validasi.',
    registersCustomer: false,
    setUp: reviewPayment,
  },
  {
    name: 'payment-expired',
    title: 'Pembayaran kadaluarsa',
    description: 'Pelanggan baru yang transaksinya kadaluarsa karena tidak dibayar dalam 24 jam.',
    registersCustomer: true,
    setUp: expirePayment,
  },
  {
    name: 'review-ready',
    title: 'Siap diberi ulasan',
    description: 'Pelanggan demo dengan sesi foto kemarin yang sudah lunas, selesai, dan belum diulas.',
    registersCustomer: false,
    setUp: completeForReview,
  },
  {
    name: 'busy-day',
    title: 'Hari yang sibuk',
    description: `Admin dengan sedikitnya ${BUSY_DAY_BOOKINGS} reservasi hari ini dalam berbagai status.`,
    registersCustomer: false,
    setUp: fillBusyDay,
  },
  {
    name: 'counter',
    title: 'Pelanggan di loket',
    description: 'Admin di jadwal hari ini saat pelanggan yang sudah lunas menunggu check-in di loket.',
    registersCustomer: false,
    setUp: waitAtTheCounter,
  },
  {
    name: 'reschedule',
    title: 'Ubah jadwal',
    description: 'Pelanggan baru dengan sesi tiga hari lagi yang sudah lunas, siap dipindah ke jadwal lain.',
    registersCustomer: true,
    setUp: bookToReschedule,
  },
  {
    name: 'refund',
    title: 'Batal dengan pengembalian dana',
    description: 'Pelanggan baru dengan sesi dua hari lagi yang sudah lunas: batal sekarang, dana kembali 50%.',
    registersCustomer: true,
    setUp: bookToCancelWithRefund,
  },
  {
    name: 'reminders',
    title: 'Pengingat hari ini',
    description:
      'Admin dengan pengingat WhatsApp yang siap dikirim: sesi besok, pelunasan, batas pembayaran, dan ulasan.',
    registersCustomer: false,
    setUp: queueReminders,
  },
  {
    name: 'album',
    title: 'Pilih hasil foto',
    description: `Masuk sebagai ${demoAccounts.customer.name} di album sesi fotonya: 24 foto, pilih hingga 10 untuk diedit.`,
    registersCustomer: false,
    setUp: chooseAlbumPhotos,
  },
  {
    name: 'reports',
    title: 'Laporan studio',
    description:
      'Admin membaca laporan bulan ini: uang masuk, reservasi, paket terlaris, dan jam tersibuk dibanding bulan lalu.',
    registersCustomer: false,
    setUp: readReports,
  },
];

export function listDemoScenarios(): Outcome<DemoScenario[]> {
  return ok(
    scenarios.map(({ name, title, description }) => ({ name, title, description })),
    'Skenario demo',
  );
}

/** A scenario by name; an unknown or missing name is refused (404). */
export function findDemoScenario(name: unknown): ScenarioDefinition {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new DomainError(404, 'Skenario demo tidak dikenal');
  return scenario;
}

/**
 * Sets a scenario up through the rules and signs its persona in, on one draft: when a rule refuses on the way
 * (no open slot left, say), the store drops the draft, so it happens as a whole or not at all.
 */
export async function startDemoScenario(
  db: Draft,
  scenario: ScenarioDefinition,
  setting: ScenarioSetting,
): Promise<Outcome<StartedScenario>> {
  const landing = await scenario.setUp(db, setting);
  return ok({ name: scenario.name, ...landing }, 'Skenario demo siap');
}

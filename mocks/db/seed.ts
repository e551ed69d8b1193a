import { demoAccounts } from '@/content/demo-accounts';
import type { Role } from '@/lib/rules/roles';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { DAY_MS } from '@/lib/rules/studio-time';
import { hashPassword } from '../domain/accounts/passwords';
import { createEmptyDb, type Db, type PasswordHash, type UserRow } from './schema';
import { draftOf, finishDraft, insertRow, nextId, type Draft } from './draft';
import { seedBookings } from './seed-bookings';
import { seedReminders } from './seed-reminders';
import { seedClosure, seedRescheduledBooking } from './seed-schedule-changes';
import { seedRefunds } from './seed-refunds';
import { seedVouchers } from './seed-vouchers';
import { newGatewayKeyRow } from './gateway-key';
import { seedCategories, seedTimes } from './seed-catalogue';
import { seedPeople } from './seed-people';
import { seedAlbums } from './seed-albums';
import { HISTORY_DAYS, seedHistory } from './seed-history';
import { createSeedRandom } from './seed-random';

/** The accounts the seed starts with, shared with the login page's demo hint. */
export { demoAccounts };

const BOOKINGS_SEED = 31;
const ALBUMS_SEED = 53;
const HISTORY_SEED = 67;
/** When the studio opened, in days before the seed's moment: a few weeks before its history starts. */
const OPENED_DAYS_AGO = HISTORY_DAYS + 35;

export interface SeedOptions {
  now: Date;
  /** Prefix of the local images' URLs: the app's base path. */
  assetBase: string;
  /** PBKDF2 rounds of the seeded accounts' passwords. */
  passwordHashIterations: number;
  /**
   * Whether it holds the studio's year before the recent weeks (seed-history.ts), for the owner's reports: the demo's
   * seed does. The backends reseeded before every test and story leave it out: it makes the seed three and a half
   * times as long to make, and every whole list (which their checks read again and again) nine times as long.
   */
  history: boolean;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

async function seedUsers(db: Draft, now: Date, passwordHashIterations: number): Promise<void> {
  const people: { name: string; email: string; phone: string; password: string; role: Role }[] = [
    { ...demoAccounts.admin, role: 'admin' },
    { ...demoAccounts.customer, role: 'user' },
    ...seedPeople.customers.map((person) => ({
      ...person,
      password: demoAccounts.customer.password,
      role: 'user' as const,
    })),
  ];
  // Those who share a password share its hash: two hashes in all (seedPasswordHash).
  const accounts = await Promise.all(
    people.map(async (person) => ({
      person,
      password: await seedPasswordHash(person.password, passwordHashIterations),
    })),
  );
  accounts.forEach(({ person, password }, index) => {
    const user: UserRow = {
      id: nextId(db, 'users'),
      name: person.name,
      email: person.email,
      phone: person.phone,
      role: person.role,
      password,
      reminderOptOuts: [],
      notes: '',
      createdAt: daysBefore(now, OPENED_DAYS_AGO - index),
    };
    insertRow(db, 'users', user);
  });
}

/**
 * The settings as the studio opened (with its first customers, before its history) and the admin's one change since,
 * 60 days ago: bookings open 180 days ahead instead of 90. What is in force are the defaults.
 */
function seedSettings(db: Draft, now: Date): void {
  const admin = db.users.find((user) => user.role === 'admin');
  const opening = { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, horizonDays: 90 } };
  insertRow(db, 'settings', {
    ...opening,
    id: nextId(db, 'settings'),
    changedBy: null,
    createdAt: daysBefore(now, OPENED_DAYS_AGO),
  });
  if (!admin) return;
  insertRow(db, 'settings', {
    ...DEFAULT_SETTINGS,
    id: nextId(db, 'settings'),
    changedBy: admin.id,
    createdAt: daysBefore(now, 60),
  });
}

function seedCatalogue(db: Draft, now: Date, assetBase: string): void {
  seedCategories.forEach((category, categoryIndex) => {
    const categoryId = nextId(db, 'categories');
    const createdAt = daysBefore(now, OPENED_DAYS_AGO - 10 - categoryIndex * 5);
    insertRow(db, 'categories', {
      id: categoryId,
      name: category.name,
      images: category.images.map((image) => `${assetBase}${image}`),
      createdAt,
    });
    for (const item of category.packages) {
      insertRow(db, 'packages', {
        id: nextId(db, 'packages'),
        categoryId,
        name: item.name,
        description: item.description.join('\n'),
        price: item.price,
        editedQuota: item.editedQuota,
        createdAt,
      });
    }
    for (const addon of category.addons) {
      insertRow(db, 'addons', { id: nextId(db, 'addons'), categoryId, ...addon, createdAt });
    }
  });
  for (const time of seedTimes()) insertRow(db, 'timeSlots', { id: nextId(db, 'timeSlots'), time });
}

/**
 * A fresh, deterministic database for a moment: the same people, catalogue and bookings around it every
 * time (but for its gateway's server key). Cheap after the first call (the password hashes are reused), so tests and resets call it freely.
 */
export async function createSeed({ now, assetBase, passwordHashIterations, history }: SeedOptions): Promise<Db> {
  const db = draftOf(createEmptyDb());
  await seedUsers(db, now, passwordHashIterations);
  seedSettings(db, now);
  seedCatalogue(db, now, assetBase);
  seedVouchers(db, now);
  seedBookings(db, createSeedRandom(BOOKINGS_SEED), now, assetBase);
  seedClosure(db, now);
  seedRescheduledBooking(db, now, demoCustomer(db).id);
  seedRefunds(db, now, assetBase, demoCustomer(db).id);
  // The albums before the reminders: the seed's sweep makes the albums' due reminders too.
  seedAlbums(db, createSeedRandom(ALBUMS_SEED), now, assetBase, demoCustomer(db).id);
  // The year before, after everything it must not change; before the reminders, which its last albums still have.
  if (history) seedHistory(db, createSeedRandom(HISTORY_SEED), now, assetBase);
  // Finished first: the reminders' sweep looks each booking's album up, and only a finished table keeps its lookups.
  const seeded = draftOf(finishDraft(db));
  seedReminders(seeded, now, demoCustomer(seeded));
  // The one thing not the same every time: the payment gateway's server key, random for each store.
  insertRow(seeded, 'gatewayKeys', newGatewayKeyRow(daysBefore(now, OPENED_DAYS_AGO), nextId(seeded, 'gatewayKeys')));
  return finishDraft(seeded);
}

/** The demo customer, found by the demo account's email. */
function demoCustomer(db: Draft): UserRow {
  const customer = db.users.find((user) => user.email === demoAccounts.customer.email);
  if (!customer) throw new Error('the seed has no demo customer');
  return customer;
}

const hashedPasswords = new Map<string, Promise<PasswordHash>>();

/**
 * Hashing is the slow part of seeding (PBKDF2, slow by design), so each distinct password of the seed's
 * people is hashed once, whoever has it: the admin's and the customers' one, two hashes in all. The hashes
 * are kept per page (or worker) and cost, and reused by every reseed there. People who share a password
 * share its hash and salt: demo data, whose passwords the login page shows anyway.
 */
function seedPasswordHash(password: string, iterations: number): Promise<PasswordHash> {
  const key = `${iterations}:${password}`;
  let hash = hashedPasswords.get(key);
  if (!hash) {
    hash = hashPassword(password, iterations);
    hashedPasswords.set(key, hash);
  }
  return hash;
}

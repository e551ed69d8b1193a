import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/id_ID';
import { demoAccounts } from '@/content/demo-accounts';
import type { Role } from '@/lib/rules/roles';
import { DAY_MS } from '@/lib/rules/studio-time';
import { hashPassword } from '../domain/accounts/passwords';
import { createEmptyDb, nextId, type Db, type PasswordHash, type UserRow } from './schema';
import { seedBookings } from './seed-bookings';
import { seedCategories, seedTimes } from './seed-catalogue';

/** The accounts the seed starts with, shared with the login page's demo hint. */
export { demoAccounts };

const SEED = 20_261_122;
const CUSTOMER_COUNT = 12;

export interface SeedOptions {
  now: Date;
  /** Prefix of the local images' URLs: the app's base path. */
  assetBase: string;
  /** PBKDF2 rounds of the seeded accounts' passwords. */
  passwordHashIterations: number;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

async function seedUsers(db: Db, faker: Faker, now: Date, passwordHashIterations: number): Promise<void> {
  const people: { name: string; email: string; phone: string; password: string; role: Role }[] = [
    { ...demoAccounts.admin, role: 'admin' },
    { ...demoAccounts.customer, role: 'user' },
  ];
  for (let index = 0; index < CUSTOMER_COUNT; index += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    people.push({
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}${index + 1}@contoh.id`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      phone: `08${faker.string.numeric(10)}`,
      password: demoAccounts.customer.password,
      role: 'user',
    });
  }
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
      createdAt: daysBefore(now, 120 - index),
    };
    db.users.push(user);
  });
}

function seedCatalogue(db: Db, now: Date, assetBase: string): void {
  seedCategories.forEach((category, categoryIndex) => {
    const categoryId = nextId(db, 'categories');
    const createdAt = daysBefore(now, 90 - categoryIndex * 5);
    db.categories.push({
      id: categoryId,
      name: category.name,
      images: category.images.map((image) => `${assetBase}${image}`),
      createdAt,
    });
    for (const item of category.packages) {
      db.packages.push({
        id: nextId(db, 'packages'),
        categoryId,
        name: item.name,
        description: item.description.join('\n'),
        price: item.price,
        createdAt,
      });
    }
    for (const addon of category.addons) {
      db.addons.push({ id: nextId(db, 'addons'), categoryId, ...addon, createdAt });
    }
  });
  for (const time of seedTimes()) db.timeSlots.push({ id: nextId(db, 'timeSlots'), time });
}

/**
 * A fresh, deterministic database for a moment: the same people, catalogue and bookings around it every
 * time. Cheap after the first call (the password hashes are reused), so tests and resets call it freely.
 */
export async function createSeed({ now, assetBase, passwordHashIterations }: SeedOptions): Promise<Db> {
  faker.seed(SEED);
  const db = createEmptyDb();
  await seedUsers(db, faker, now, passwordHashIterations);
  seedCatalogue(db, now, assetBase);
  seedBookings(db, faker, now, assetBase);
  return db;
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

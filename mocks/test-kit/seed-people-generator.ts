import { faker } from '@faker-js/faker/locale/id_ID';
import type { SeedPeople } from '../db/seed-people';

const CUSTOMER_SEED = 20_261_122;
const NEW_CUSTOMER_SEED = 20_261_123;
const CUSTOMER_COUNT = 12;
const NEW_CUSTOMER_NAME_COUNT = 40;

const fullName = () => `${faker.person.firstName()} ${faker.person.lastName()}`;

/**
 * The made-up people of the seed, drawn by faker with fixed seeds: the seeded customers (the same names and
 * phones the seed has always had) and the names a demo scenario gives a customer it registers. Run by a test
 * that keeps `seed-people.json` equal to what it draws, so no browser has to load faker to seed the demo.
 */
export function generateSeedPeople(): SeedPeople {
  faker.seed(CUSTOMER_SEED);
  const customers = Array.from({ length: CUSTOMER_COUNT }, (_, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}${index + 1}@contoh.id`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      phone: `08${faker.string.numeric(10)}`,
    };
  });
  faker.seed(NEW_CUSTOMER_SEED);
  const newCustomerNames = [...new Set(Array.from({ length: NEW_CUSTOMER_NAME_COUNT }, fullName))];
  return { customers, newCustomerNames };
}

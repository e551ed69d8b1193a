import people from './seed-people.json';

interface SeedPerson {
  name: string;
  email: string;
  phone: string;
}

export interface SeedPeople {
  /** The customers the seed registers besides the demo accounts. */
  customers: SeedPerson[];
  /** Names for a customer a demo scenario registers. */
  newCustomerNames: string[];
}

/** Drawn by faker once (`mocks/test-kit/seed-people-generator.ts`, run by a test), read as plain data everywhere. */
export const seedPeople: SeedPeople = people;

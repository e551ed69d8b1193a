import people from './seed-people.json';

export interface SeedPerson {
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

/** Drawn by faker when the data was written (`seed-people-generator.ts`), read as plain data everywhere. */
export const seedPeople: SeedPeople = people;

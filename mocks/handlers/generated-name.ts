import { seedPeople } from '../db/seed-people';

/** A made-up Indonesian name for a customer a demo scenario registers. */
export function generatedIndonesianName(): string {
  const names = seedPeople.newCustomerNames;
  return names[Math.floor(Math.random() * names.length)]!;
}

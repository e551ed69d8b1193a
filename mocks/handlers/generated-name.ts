import { faker } from '@faker-js/faker/locale/id_ID';

/** A made-up Indonesian name for a customer a demo scenario registers. */
export function generatedIndonesianName(): string {
  return `${faker.person.firstName()} ${faker.person.lastName()}`;
}

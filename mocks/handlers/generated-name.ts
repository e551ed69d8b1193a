/** A made-up Indonesian name for a customer a demo scenario registers. Faker loads on the first one asked for. */
export async function generatedIndonesianName(): Promise<string> {
  const { faker } = await import('@faker-js/faker/locale/id_ID');
  return `${faker.person.firstName()} ${faker.person.lastName()}`;
}

import { describe, expect, it } from 'vitest';
import { registerSchema } from '@/lib/forms/schemas';
import { freshCustomer, newCustomer, numberedCustomers, otherCustomer } from '../test-kit/customers';
import { demoAccounts } from './seed';
import { generateSeedPeople } from '../test-kit/seed-people-generator';
import { seedPeople } from './seed-people';

describe('the seed people', () => {
  it('are what faker draws with the seed, kept as data so no browser loads faker (vitest -u rewrites them)', async () => {
    await expect(`${JSON.stringify(generateSeedPeople(), null, 2)}\n`).toMatchFileSnapshot('./seed-people.json');
  });

  it('give every customer a distinct e-mail and a phone of 12 digits', () => {
    expect(new Set(seedPeople.customers.map((person) => person.email)).size).toBe(seedPeople.customers.length);
    expect(seedPeople.customers.every((person) => /^08\d{10}$/.test(person.phone))).toBe(true);
  });

  it('register as they are, as do the demo accounts and the test kit’s customers: every phone is a phone number', () => {
    const people = [
      ...seedPeople.customers,
      demoAccounts.admin,
      demoAccounts.customer,
      newCustomer,
      otherCustomer,
      freshCustomer,
      ...numberedCustomers(12, 'uji'),
    ];
    for (const { name, email, phone } of people) {
      expect(() => registerSchema.validateSync({ name, email, phone, password: 'rahasia1' }), email).not.toThrow();
    }
  });
});

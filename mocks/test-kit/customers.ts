/** The customers the backend tests register on top of the seed, besides the demo accounts. */
export interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export const newCustomer: NewCustomer = {
  name: 'Budi Santoso',
  email: 'budi@contoh.id',
  phone: '081298765432',
  password: 'rahasia1',
};
export const otherCustomer: NewCustomer = {
  name: 'Citra Lestari',
  email: 'citra@contoh.id',
  phone: '081377788899',
  password: 'rahasia2',
};
/** A customer with no history, registered once per file by `seededWorld`. */
export const freshCustomer: NewCustomer = {
  name: 'Rina Kartika',
  email: 'rina@contoh.id',
  phone: '081311112222',
  password: 'rahasia1',
};

/** `count` customers told apart by `prefix` and their number, all with the same password. */
export function numberedCustomers(count: number, prefix: string): NewCustomer[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Pelanggan ${prefix} ${index + 1}`,
    email: `${prefix}.${index + 1}@contoh.id`,
    phone: `0812${String(index + 1).padStart(8, '0')}`,
    password: 'rahasia123',
  }));
}

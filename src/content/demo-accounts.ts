/**
 * The accounts every demo starts with. The emulated backend seeds them (mocks/db/seed.ts) and the login
 * page offers them while it runs; a real API has its own accounts.
 */
export const demoAccounts = {
  admin: { name: 'Admin Studio Senja', email: 'admin@studio.test', password: 'admin123', phone: '081200000001' },
  customer: { name: 'Sari Wulandari', email: 'pelanggan@studio.test', password: 'pelanggan123', phone: '081234567801' },
} as const;

/** The fixed messages the backend answers with, which the app shows the same way when it must stand in for them. */
export const messages = {
  unauthorized: 'Silakan masuk terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses',
  notFound: 'Data tidak ditemukan',
  serverError: 'Terjadi kesalahan pada server. Coba lagi nanti.',
} as const;

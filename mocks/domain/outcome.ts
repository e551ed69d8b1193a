import type { Pagination } from '@/lib/api/api-types';

/**
 * What a rule answers when it succeeds: the payload, a message for a person, and 201 for a creation. A list
 * asked for a page also says where that page sits (`pagination`, beside `data` in the envelope).
 */
export interface Outcome<T> {
  status: 200 | 201;
  data: T;
  message: string;
  pagination?: Pagination;
}

export const ok = <T>(data: T, message: string): Outcome<T> => ({ status: 200, data, message });
export const created = <T>(data: T, message: string): Outcome<T> => ({ status: 201, data, message });

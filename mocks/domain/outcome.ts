/** What a rule answers when it succeeds: the payload, a message for a person, and 201 for a creation. */
export interface Outcome<T> {
  status: 200 | 201;
  data: T;
  message: string;
}

export const ok = <T>(data: T, message: string): Outcome<T> => ({ status: 200, data, message });
export const created = <T>(data: T, message: string): Outcome<T> => ({ status: 201, data, message });

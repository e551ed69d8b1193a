import type { Role } from '../rules/roles';

/** The signed-in person as `/me` returns them. */
export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
}

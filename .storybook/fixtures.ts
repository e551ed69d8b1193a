import { demoAccounts } from '../mocks/db/seed';
import type { User } from '../src/lib/api/api-types';
import type { StoryUser } from './story-parameters';

/** The demo accounts as `/me` returns them, for components that take the user as a prop. */
export const storyUsers = {
  admin: {
    id: 1,
    name: demoAccounts.admin.name,
    email: demoAccounts.admin.email,
    phone: demoAccounts.admin.phone,
    role: 'admin',
  },
  customer: {
    id: 2,
    name: demoAccounts.customer.name,
    email: demoAccounts.customer.email,
    phone: demoAccounts.customer.phone,
    role: 'user',
  },
} satisfies Record<StoryUser, User>;

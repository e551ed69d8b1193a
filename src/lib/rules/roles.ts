/** Who a signed-in person is: the studio's admin or a customer ('user'). */
export const ROLES = ['admin', 'user'] as const;

export type Role = (typeof ROLES)[number];

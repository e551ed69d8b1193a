/** The earliest and the latest time a session may start (HH:mm): the time slot rules and the opening hours. */
export const FIRST_SLOT = '10:20';
export const LAST_SLOT = '19:40';

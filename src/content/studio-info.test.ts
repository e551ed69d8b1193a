import { describe, expect, it } from 'vitest';
import { seedTimes } from '@mocks/db/seed-catalogue';
import { timeSlotSchema } from '../lib/forms/schemas';
import { SESSION_MINUTES } from '../lib/rules/slots';
import { studioInfo } from './studio-info';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}.${String(minutes % 60).padStart(2, '0')}`;

describe('the opening hours on the contact page', () => {
  const slots = seedTimes().map(minutesOf);
  const first = slots[0]!;
  const last = slots.at(-1)!;

  it('run from the first seeded slot’s start to the last one’s end, every day', () => {
    expect(studioInfo.openingHours).toEqual([
      { days: 'Setiap hari', hours: `${clock(first)}–${clock(last + SESSION_MINUTES)} WIB` },
    ]);
    expect(studioInfo.openingHours[0].hours).toBe('10.20–20.00 WIB');
  });

  it('name the session length and the first and last start the seeded slots have, one session apart', () => {
    expect(slots.slice(1).map((start, index) => start - slots[index]!)).toEqual(
      slots.slice(1).map(() => SESSION_MINUTES),
    );
    expect(studioInfo.sessions).toEqual({ minutes: SESSION_MINUTES, first: clock(first), last: `${clock(last)} WIB` });
  });

  it('hold every slot an admin may add: the rules refuse a start outside them', () => {
    expect(timeSlotSchema.isValidSync({ time: seedTimes()[0] })).toBe(true);
    expect(timeSlotSchema.isValidSync({ time: seedTimes().at(-1) })).toBe(true);
    expect(timeSlotSchema.isValidSync({ time: '10:00' })).toBe(false);
    expect(timeSlotSchema.isValidSync({ time: '20:00' })).toBe(false);
  });
});

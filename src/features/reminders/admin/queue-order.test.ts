import { describe, expect, it } from 'vitest';
import type { Reminder } from '@/lib/api/api-types';
import { longestWaitingFirst, sentOnStudioDay } from './queue-order';

const reminder = (id: number, dueAt: string, sentAt: string | null = null): Reminder => ({
  id,
  kind: 'session-tomorrow',
  channel: 'whatsapp',
  status: sentAt === null ? 'due' : 'sent',
  recipient: '0812-3456-7890',
  subject: `Pengingat ${id}`,
  body: 'Halo',
  link: null,
  dueAt,
  createdAt: dueAt,
  sentAt,
  customer: { id: 7, name: 'Bagus Prasetyo' },
  reservation: { id: 41, date: '2026-11-24T00:00:00.000Z', time: '10:20' },
});

describe('longestWaitingFirst', () => {
  it('puts the reminder due earliest first, and of two due together the older one', () => {
    const listed = [
      reminder(4, '2026-11-23T04:40:00.000Z'),
      reminder(3, '2026-11-23T03:00:00.000Z'),
      reminder(2, '2026-11-23T04:40:00.000Z'),
      reminder(1, '2026-11-22T13:59:00.000Z'),
    ];
    expect(longestWaitingFirst(listed).map((item) => item.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('sentOnStudioDay', () => {
  /** Monday 23 November 2026, 12:00 in Jakarta (UTC+7). */
  const now = new Date('2026-11-23T05:00:00.000Z');

  it("keeps those sent since the studio's midnight, the latest first", () => {
    const listed = [
      reminder(1, '2026-11-22T10:00:00.000Z', '2026-11-22T16:59:00.000Z'),
      reminder(2, '2026-11-22T10:00:00.000Z', '2026-11-22T17:00:00.000Z'),
      reminder(3, '2026-11-23T01:00:00.000Z', '2026-11-23T04:30:00.000Z'),
      reminder(4, '2026-11-23T02:00:00.000Z'),
    ];
    expect(sentOnStudioDay(listed, now).map((item) => item.id)).toEqual([3, 2]);
  });
});

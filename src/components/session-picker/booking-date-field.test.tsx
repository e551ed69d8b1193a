import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '@/app/providers';
import { studioDay } from '@/lib/rules/studio-time';
import { appNow } from '@/lib/time/app-clock';
import { getDayCell } from '@/test/date-picker';
import { BookingDateField } from './booking-date-field';

/** 03.00 WIB on Tuesday 24 November 2026: still Monday the 23rd in UTC and anywhere west of Jakarta. */
const EARLY_IN_JAKARTA = new Date('2026-11-23T20:00:00.000Z');

describe('BookingDateField', () => {
  it("marks the studio's today, not the device's, as today", async () => {
    vi.setSystemTime(EARLY_IN_JAKARTA);
    const today = studioDay(appNow());
    expect(today).toBe('2026-11-24');
    // The premise: the device (the test process's time zone) is still on another date.
    expect(dayjs().format('YYYY-MM-DD')).not.toBe(today);
    render(
      <UiProviders>
        <BookingDateField value="" today={today} horizonDays={180} closures={[]} disabled={false} onChange={vi.fn()} />
      </UiProviders>,
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /^Pilih tanggal/ }));

    const calendar = await screen.findByRole('dialog');
    const marked = (await within(calendar).findAllByRole('gridcell')).filter(
      (day) => day.getAttribute('aria-current') === 'date',
    );
    expect(marked).toEqual([getDayCell(calendar, dayjs(today))]);
  });
});

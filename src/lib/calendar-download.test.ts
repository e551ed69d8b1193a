import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDownloadUrl } from './calendar-download';

describe('calendarDownloadUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands the browser the calendar text as a text/calendar Blob and returns its URL', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:calendar');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL }));

    const url = calendarDownloadUrl('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');

    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(url).toBe('blob:calendar');
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    expect(await blob?.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});

/**
 * A link the browser can download a calendar file from (set it as an anchor's `href` with the file name in
 * `download`). Revoke it with `URL.revokeObjectURL` once the download has started.
 */
export function calendarDownloadUrl(calendar: string): string {
  return URL.createObjectURL(new Blob([calendar], { type: 'text/calendar;charset=utf-8' }));
}

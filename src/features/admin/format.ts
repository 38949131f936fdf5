// How the back office writes times and durations (English, the browser's time zone).

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** "21 Nov 2026, 09:00:12" from an ISO date. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** "under 1 s", "48 s", "1 min 5 s", "1 h 2 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return 'under 1 s';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const madridTimestamp = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/** A timestamp (ISO 8601) in Barcelona's time, "Jun 15, 2026, 9:40 PM"; unreadable text as is. */
export function formatMadridTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : madridTimestamp.format(date);
}

/** The day the registration list shows (`?date=`; the server's today when absent). */
export function dayParams(search: URLSearchParams): { date?: string } {
  const date = search.get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {};
}

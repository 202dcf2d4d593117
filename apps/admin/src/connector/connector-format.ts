/** A stored time (epoch milliseconds) as staff read it, or a dash for none. */
export function formatTime(at: number | null): string {
  return at === null ? '—' : new Date(at).toLocaleString();
}

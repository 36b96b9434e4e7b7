/** "2 d 4 h", "3 h 12 min", "4 min 05 s", or null once passed: how long until an expiry. */
export function timeLeft(untilIso: string, now: number): string | null {
  const left = Date.parse(untilIso) - now;
  if (left <= 0) return null;
  const seconds = Math.floor(left / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** 121 → "2 h 1 min"; 45 → "45 min"; '' when unknown (both languages write it so). */
export function formatRuntime(minutes: number | null): string {
  if (!minutes) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}

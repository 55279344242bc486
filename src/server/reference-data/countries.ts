// Country ids of the original system: Greece is 1 (spec §3). Spain is 2 here.
const codes: Record<number, string> = { 1: 'GR', 2: 'ES' };

export const countryCode = (id: number): string => codes[id] ?? 'XX';

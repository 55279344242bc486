// Members of the producer-group bench, shared by the page (the filled list) and Node (the TSV pasted).

/** A 13-digit GGN from a running number, with its GS1 mod-10 check digit. */
export function ggn(n: number): string {
  const digits = String(400_000_000_000 + n).padStart(12, '0');
  const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export const memberRow = (i: number) => ({ name: `Member ${i + 1}`, ggn: ggn(i), sites: 1 + (i % 3), products: ['peaches', 'nectarines'], area_ha: 1 + (i % 40) / 4 });
export const memberRows = (count: number) => Array.from({ length: count }, (_, i) => memberRow(i));

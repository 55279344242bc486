import { resolveCountry, type CountryCode } from './countries.ts';
import { isInCountry } from './rules/country-extent.ts';
import type { ValidationIssue } from './types.ts';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const number = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN);

/** A site's own country (its `country`, or its address's), when it names one the portal knows. */
function ownCountry(row: Row): CountryCode | undefined {
  const own = resolveCountry(row.country) ?? (isRow(row.address) ? resolveCountry(row.address.country) : undefined);
  return own ?? undefined;
}

/**
 * Every point of the answers (an object with `lat` and `lon`/`long`, as the geo-point, parcel
 * and site schemas hold them) lies in its country: the site's own country when it names one,
 * else the applicant's. A well-formed coordinate far away (swapped, a lost minus) is caught
 * here; its form is the `latLong` keyword's business.
 */
export function coordinatesInCountry(answers: unknown, applicantCountry: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const visit = (node: unknown, path: string, country: CountryCode | undefined) => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}/${i}`, country));
    if (!isRow(node)) return;
    const here = ownCountry(node) ?? country;
    const lonKey = 'lon' in node ? 'lon' : 'long';
    const lat = number(node.lat);
    const lon = number(node[lonKey]);
    if (here && Number.isFinite(lat) && Number.isFinite(lon) && !isInCountry(lat, lon, here)) {
      issues.push({ path: `${path}/lat`, keyword: 'inCountry', messageId: 'validation.errors.outsideCountry', params: { country: here } });
    }
    for (const [key, value] of Object.entries(node)) if (typeof value === 'object') visit(value, `${path}/${key}`, here);
  };
  visit(answers, '', resolveCountry(applicantCountry) ?? undefined);
  return issues;
}

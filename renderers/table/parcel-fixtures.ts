import type { RJSFSchema } from '@rjsf/utils';
import parcel from '../../schemas/_defs/parcel.schema.json';

/** The eight parcel columns of the stories and the benchmark: text, date, boolean and numbers. */
export const PARCEL_COLUMNS = [
  'parcel_number',
  'toponym',
  'osde_code',
  'first_accession_date',
  'isNew',
  'crop_type',
  'yield',
  'area',
] as const;

/**
 * A form with one parcel table (`parcels`), the row schema taken from
 * schemas/_defs/parcel.schema.json and inlined, for stories, tests and benchmarks.
 */
export function parcelTableSchema(options: { columns?: readonly string[]; minItems?: number; maxItems?: number } = {}): RJSFSchema {
  const keys = options.columns ?? PARCEL_COLUMNS;
  const properties = Object.fromEntries(
    keys.map((key) => [key, (parcel.properties as Record<string, RJSFSchema>)[key]]),
  );
  const items: RJSFSchema = {
    type: 'object',
    title: parcel.title,
    required: parcel.required.filter((key) => keys.includes(key)),
    properties,
    additionalProperties: false,
  };
  const parcels: RJSFSchema = { type: 'array', title: 'bio.parcels.parcels', items };
  if (options.minItems !== undefined) parcels.minItems = options.minItems;
  if (options.maxItems !== undefined) parcels.maxItems = options.maxItems;
  return { type: 'object', required: ['parcels'], properties: { parcels } };
}

/** `count` filled parcel rows (the eight columns above). */
export function parcelRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    parcel_number: String(1000 + i),
    toponym: `Τοποθεσία ${i + 1}`,
    osde_code: String(10_000_000_000 + i),
    first_accession_date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
    isNew: i % 3 === 0,
    crop_type: ['Ελιά', 'Αμπέλι', 'Σιτάρι', 'Πορτοκαλιά'][i % 4],
    yield: 500 + i,
    area: 1 + (i % 50) / 10,
  }));
}

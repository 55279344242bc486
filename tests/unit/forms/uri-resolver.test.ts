import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uriResolver from '../../../src/forms/uri-resolver';

// The browser's rjsf resolves `$ref`s through src/forms/uri-resolver.ts instead of fast-uri
// (vite.config.ts): for the bases and references a schema can hold, both must agree.
const RESOLVED: [base: string, ref: string][] = [
  ['https://schemas.example/forms/login.schema.json', '#/$defs/x'],
  ['https://schemas.example/forms/login.schema.json', '../_defs/parcel.schema.json'],
  ['https://schemas.example/forms/login.schema.json', '../_defs/parcel.schema.json#/properties/a'],
  ['https://Schemas.Example/forms/', 'other.json'],
  ['https://a.example/b/c', 'd%20e.json'],
  ['https://a.example/b/c', 'd e.json'],
  ['forms/bio/parcels.schema.json', '../_defs/parcel.schema.json'],
  ['forms/bio/parcels.schema.json', '#/$defs/row'],
  ['/forms/bio/parcels.schema.json', '../_defs/parcel.schema.json#/a'],
  ['forms/a.json', 'https://x.example/y.json'],
  ['urn:uuid:1234', '#foo'],
];

const COMPARED: [string, string][] = [
  ['https://A.example/x', 'https://a.example/x'],
  ['forms/a', 'forms/a'],
  ['forms/a', 'forms/b'],
  ['https://a.example/x/', 'https://a.example/x'],
];

describe('the URI resolver rjsf gets in the browser', () => {
  it.each(RESOLVED)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each(COMPARED)('compares %s and %s as fast-uri does', (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});

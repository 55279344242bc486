import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';
import { certifiedApplication } from '../lifecycle/certified';
import { csvField } from '../../../src/server/register/csv';

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

/** The CSV's rows, each split into fields (the test's data has no quoted commas). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('staff export the register of certificates', () => {
  it('as CSV with a byte-order mark: a row per certificate with its holder, products and status today', async () => {
    const { certificate } = await certifiedApplication(t);
    const answer = await t.as('staff')('GET', '/staff/register.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="register-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(answer.body);
    expect(header).toEqual(['number', 'standard', 'holder', 'address', 'scope', 'products', 'valid_from', 'valid_to', 'status', 'suspended_products', 'traces_number']);
    const row = rows.find((fields) => fields[0] === certificate.number);
    expect(row).toBeDefined();
    const field = (name: string) => row![header.indexOf(name)];
    expect(field('standard')).toBe('bio');
    expect(field('products')).toBe('Ελιές');
    expect(field('scope')).toBe('Φυτική παραγωγή');
    expect(field('valid_from')).toBe('2026-01-01');
    expect(field('status')).toBe('valid');
  });

  it('is for staff only', async () => {
    expect((await t.as('farmerGr')('GET', '/staff/register.csv')).statusCode).toBe(403);
    expect((await t.server.app.inject({ method: 'GET', url: '/api/staff/register.csv' })).statusCode).toBe(401);
  });

  it('quotes what would break a row and defuses what a spreadsheet would run', () => {
    expect(csvField('Αγρόκτημα, Α.Ε.')).toBe('"Αγρόκτημα, Α.Ε."');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
  });
});

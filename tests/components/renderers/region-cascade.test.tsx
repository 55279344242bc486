import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';
import { RegionCascadeField } from '../../../renderers/region-cascade/region-cascade-field';
import cascade from '../../../schemas/_defs/region-cascade.schema.json';

const { $schema: _s, $comment: _c, ...division } = cascade;
const schema = { type: 'object', properties: { division } } as RJSFSchema;
const ui = (options: Record<string, unknown> = {}): UiSchema => ({ division: { 'ui:field': RegionCascadeField, 'ui:options': options } });
type Data = { division?: Record<string, string> };

// What the misc endpoints answer (jsdom has no server; tests/server/reference-data/divisions.test.ts covers the real data).
const DATA: Record<string, { id: string; name: string; name_en?: string }[]> = {
  'regions?country_id=1': [{ id: '1', name: 'ΑΤΤΙΚΗ', name_en: 'Attica' }, { id: '2', name: 'ΚΡΗΤΗ', name_en: 'Crete' }],
  'prefectures?region_id=1': [{ id: '0101', name: 'ΚΕΝΤΡΙΚΟΥ ΤΟΜΕΑ ΑΘΗΝΩΝ' }],
  'prefectures?region_id=2': [{ id: '1301', name: 'ΗΡΑΚΛΕΙΟΥ' }],
  'municipal-units?prefecture_id=0101': [{ id: '900101', name: 'ΑΘΗΝΑΙΩΝ' }],
  'local-communities?municipal_unit_id=900101': [{ id: '90010101', name: 'ΑΘΗΝΑΙΩΝ' }],
  'regions?country_id=2': [{ id: 'ES-AC-13', name: 'Comunidad de Madrid' }],
  'prefectures?region_id=ES-AC-13': [{ id: 'ES-PR-28', name: 'Madrid' }],
  'municipal-units?prefecture_id=ES-PR-28': [{ id: 'ES-28079', name: 'Madrid' }],
};

function stubApi(fail: (key: string) => boolean = () => false) {
  const fetch = vi.fn(async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = `${url.pathname.replace('/api/misc/', '')}${url.search}`;
    if (fail(key)) return new Response('', { status: 503 });
    return Response.json({ data: DATA[key] ?? [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const options = async (label: string) => {
  const select = await screen.findByLabelText(label);
  await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull());
  return within(select).getAllByRole('option').map((o) => o.textContent);
};

afterEach(() => vi.unstubAllGlobals());

describe('regionCascade field', () => {
  it('walks region → prefecture → municipal unit → local community and stores the ids', async () => {
    const fetch = stubApi();
    const { state } = renderForm<Data>({ schema, uiSchema: ui(), formData: {} });
    expect(await options('Region')).toEqual(['Choose…', 'Attica', 'Crete']);
    expect((screen.getByLabelText('Prefecture') as HTMLSelectElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Attica');
    await options('Prefecture');
    await userEvent.selectOptions(screen.getByLabelText('Prefecture'), '0101');
    await options('Municipal unit');
    await userEvent.selectOptions(screen.getByLabelText('Municipal unit'), '900101');
    await options('Local community');
    await userEvent.selectOptions(screen.getByLabelText('Local community'), '90010101');
    await waitFor(() =>
      expect(state.data.division).toEqual({ region: '1', prefecture: '0101', municipal_unit: '900101', local_community: '90010101' }),
    );
    expect(String(fetch.mock.calls[0][0])).toMatch(/\/api\/misc\/regions\?country_id=1$/);
  });

  it('clears the children when a parent changes', async () => {
    stubApi();
    const { state } = renderForm<Data>({
      schema, uiSchema: ui(),
      formData: { division: { region: '1', prefecture: '0101', municipal_unit: '900101', local_community: '90010101' } },
    });
    await options('Local community');
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Crete');
    await waitFor(() => expect(state.data.division).toEqual({ region: '2' }));
    expect(await options('Prefecture')).toEqual(['Choose…', 'ΗΡΑΚΛΕΙΟΥ']);
    expect((screen.getByLabelText('Municipal unit') as HTMLSelectElement).value).toBe('');
  });

  it('says "a problem occurred, try again" when a list cannot load, and retries', async () => {
    let broken = true;
    stubApi((key) => broken && key.startsWith('regions'));
    renderForm<Data>({ schema, uiSchema: ui(), formData: {}, locale: 'el' });
    expect(await screen.findByText('Παρουσιάστηκε πρόβλημα, δοκιμάστε ξανά')).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
    expect(await options('Περιφέρεια')).toEqual(['Επιλέξτε…', 'ΑΤΤΙΚΗ', 'ΚΡΗΤΗ']);
    expect(screen.queryByRole('alert', { name: /πρόβλημα/ })).toBeNull();
  });

  it('serves Spain with its own level names and no local community', async () => {
    stubApi();
    const { state } = renderForm<Data>({ schema, uiSchema: ui({ countryId: 2 }), formData: {}, locale: 'es' });
    await options('Comunidad autónoma');
    await userEvent.selectOptions(screen.getByLabelText('Comunidad autónoma'), 'ES-AC-13');
    await options('Provincia');
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'ES-PR-28');
    await options('Municipio');
    await userEvent.selectOptions(screen.getByLabelText('Municipio'), 'ES-28079');
    await waitFor(() => expect(state.data.division).toEqual({ region: 'ES-AC-13', prefecture: 'ES-PR-28', municipal_unit: 'ES-28079' }));
    expect(screen.queryByLabelText('Comunidad local')).toBeNull();
  });

  it('is keyboard operable: native selects, reached in order with Tab', async () => {
    stubApi();
    renderForm<Data>({ schema, uiSchema: ui(), formData: { division: { region: '1', prefecture: '0101' } } });
    await options('Municipal unit');
    const [region, prefecture, unit] = ['Region', 'Prefecture', 'Municipal unit'].map((l) => screen.getByLabelText(l));
    expect(region.tagName).toBe('SELECT');
    region.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(prefecture);
    await userEvent.tab();
    expect(document.activeElement).toBe(unit);
  });

  it('shows stored names read-only', async () => {
    stubApi();
    renderForm<Data>({ schema, uiSchema: ui(), formData: { division: { region: '1', prefecture: '0101' } }, readonly: true });
    await options('Prefecture');
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect(region.disabled).toBe(true);
    expect(region.selectedOptions[0].textContent).toBe('Attica');
  });
});

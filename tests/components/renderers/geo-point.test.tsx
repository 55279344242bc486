import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';
import { GeoPointField } from '../../../renderers/geo-point/geo-point-field';
import geoPoint from '../../../schemas/_defs/geo-point.schema.json';

const { $schema: _s, $comment: _c, ...point } = geoPoint;
const schema = { type: 'object', properties: { location: point } } as RJSFSchema;
const offline = { tileUrl: '', geocoderUrl: 'https://geocoder.test/search' };
const uiSchema = (options: Record<string, unknown> = offline): UiSchema => ({
  location: { 'ui:field': GeoPointField, 'ui:options': options },
});
type Data = { location?: { lat: string; lon: string } | null };

afterEach(() => vi.unstubAllGlobals());

describe('geoPoint field', () => {
  it('stores typed coordinates as { lat, lon } strings, with a decimal comma read as a point', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema: uiSchema(), formData: {} });
    await userEvent.type(await screen.findByLabelText('Latitude'), '37,9838');
    await userEvent.type(screen.getByLabelText('Longitude'), '23.7275');
    await waitFor(() => expect(state.data.location).toEqual({ lat: '37.9838', lon: '23.7275' }));
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('37,9838');
  });

  it('stores null while one coordinate is missing, keeps what was typed and says so', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema: uiSchema(), formData: { location: { lat: '37.9838', lon: '23.7275' } } });
    const lon = await screen.findByLabelText('Longitude');
    await userEvent.clear(lon);
    await waitFor(() => expect(state.data.location).toBeNull());
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('37.9838');
    expect(screen.getByText(/otherwise the location is saved empty/)).toBeTruthy();
  });

  it('rejects coordinates with fewer than 4 decimals on submit, in the form language', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema: uiSchema(), formData: { location: { lat: '37.98', lon: '23.7275' } } });
    await userEvent.click(await screen.findByRole('button', { name: /submit/i }));
    // once in the error summary, once beside the field
    expect(await screen.findAllByText(/Enter a latitude between -90 and 90/)).toHaveLength(2);
    expect(state.submitted).toEqual([]);
    expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true');
  });

  it('submits a null location: a point is optional unless the form requires it', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema: uiSchema(), formData: { location: null } });
    await userEvent.click(await screen.findByRole('button', { name: /submit/i }));
    await waitFor(() => expect(state.submitted).toEqual([{ location: null }]));
  });

  it('says the map is unavailable offline and still renders the map region', async () => {
    renderForm<Data>({ schema, uiSchema: uiSchema(), formData: {} });
    expect(await screen.findByText('Map unavailable offline, type the coordinates')).toBeTruthy();
    expect(await screen.findByRole('application', { name: /click to place the point/ })).toBeTruthy();
  });

  it('fills the coordinates from the address search, rounded to 6 decimals', async () => {
    const fetch = vi.fn(async () => Response.json([{ lat: '37.97614505', lon: '23.7364', display_name: 'Athens' }]));
    vi.stubGlobal('fetch', fetch);
    const { state } = renderForm<Data>({ schema, uiSchema: uiSchema(), formData: {} });
    await userEvent.type(await screen.findByLabelText('Search for an address'), 'Syntagma, Athens{Enter}');
    await waitFor(() => expect(state.data.location).toEqual({ lat: '37.976145', lon: '23.736400' }));
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.origin + url.pathname).toBe('https://geocoder.test/search');
    expect(url.searchParams.get('q')).toBe('Syntagma, Athens');
    expect(screen.getByText('Found: Athens')).toBeTruthy();
    expect(state.submitted).toEqual([]);
  });

  it('says "address not found", and tells apart a geocoder that cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([])));
    renderForm<Data>({ schema, uiSchema: uiSchema(), formData: {}, locale: 'es' });
    const search = await screen.findByLabelText('Buscar una dirección');
    await userEvent.type(search, 'nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Dirección no encontrada')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/no está disponible, escriba las coordenadas/)).toBeTruthy();
  });

  it('is read-only: no search, inputs not editable', async () => {
    renderForm<Data>({ schema, uiSchema: uiSchema(), formData: { location: { lat: '37.9838', lon: '23.7275' } }, readonly: true });
    const lat = (await screen.findByLabelText('Latitude')) as HTMLInputElement;
    expect(lat.readOnly).toBe(true);
    expect(screen.queryByLabelText('Search for an address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear location' })).toBeNull();
  });

  it('hides the address search when no geocoder is configured, and clears a point', async () => {
    const { state } = renderForm<Data>({
      schema, uiSchema: uiSchema({ tileUrl: '', geocoderUrl: '' }), formData: { location: { lat: '37.9838', lon: '23.7275' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear location' }));
    await waitFor(() => expect(state.data.location).toBeNull());
    expect(screen.queryByLabelText('Search for an address')).toBeNull();
    // the button went with the point: focus is on the latitude, to type a new one
    expect(document.activeElement).toBe(screen.getByLabelText('Latitude'));
  });
});

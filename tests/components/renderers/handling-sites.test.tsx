import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';
import { HandlingSitesField } from '../../../renderers/handling-sites/handling-sites-field';
import { handlingSiteListSchema } from '../../../renderers/handling-sites/inline-defs';

const schema = { type: 'object', properties: { sites: handlingSiteListSchema() } } as RJSFSchema;
const uiSchema: UiSchema = { sites: { 'ui:field': HandlingSitesField, 'ui:options': { tileUrl: '', geocoderUrl: '' } } };
type Site = { name?: string; is_main?: boolean; location?: unknown };
type Data = { sites?: Site[] };

const cards = () => screen.getAllByRole('listitem');
const site = (name: string, main = false): Site => ({ name, is_main: main, is_manager: false, location: null } as Site);

beforeEach(() => {
  // The region cascades ask the misc endpoints; jsdom has no server.
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ data: [] })));
});
afterEach(() => vi.unstubAllGlobals());

// Every card holds a region cascade and a map: slow in jsdom on a busy machine.
describe('handlingSites field', () => {
  it('starts with one site that is the main site (minItems 1)', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema, formData: {} });
    await waitFor(() => expect(state.data.sites).toHaveLength(1));
    await waitFor(() => expect(state.data.sites?.[0].is_main).toBe(true));
    expect((within(cards()[0]).getByRole('radio', { name: 'Main site' }) as HTMLInputElement).checked).toBe(true);
    expect(within(cards()[0]).getByText('At least one handling site is needed.')).toBeTruthy();
  });

  it('adds sites and keeps exactly one main site: choosing one unsets the other', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { sites: [site('Warehouse', true)] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add handling site' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(state.data.sites?.map((s) => s.is_main)).toEqual([true, false]);
    // the person continues with the new site: its heading has focus, its fields follow
    await waitFor(() => expect(document.activeElement).toBe(within(cards()[1]).getByRole('heading', { name: 'Handling site 2' })));
    await userEvent.click(within(cards()[1]).getByRole('radio', { name: 'Main site' }));
    await waitFor(() => expect(state.data.sites?.map((s) => s.is_main)).toEqual([false, true]));
  });

  it('says a name is taken, trimmed and case-insensitive', async () => {
    renderForm<Data>({ schema, uiSchema, formData: { sites: [site('Αποθήκη Α', true), site('')] } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const second = within(cards()[1]).getByLabelText('Name');
    await userEvent.click(second);
    await userEvent.paste(' αποθήκη α ');
    await userEvent.tab(); // messages show once the field is left
    expect(await within(cards()[1]).findByText('Name: A handling site with the same name already exists')).toBeTruthy();
    expect(within(cards()[0]).queryByText(/same name/)).toBeNull();
    await userEvent.click(second);
    await userEvent.paste('B');
    await waitFor(() => expect(screen.queryByText(/same name/)).toBeNull());
  });

  it('asks before removing a site; the main role passes to the first remaining site', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { sites: [site('North', true), site('South')] } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(cards()[0]).getByRole('button', { name: /Remove Handling site 1: North/ }));
    // a question in the page, not a dialog that does not shut the page off; Cancel has focus
    expect(within(cards()[0]).queryByRole('alertdialog')).toBeNull();
    // the question names the group of its answers and describes each: Cancel is heard with what it cancels
    const question = within(cards()[0]).getByRole('group', { name: 'Remove Handling site 1: North? This cannot be undone.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    for (const answer of within(question).getAllByRole('button')) {
      expect(document.getElementById(answer.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Remove Handling site 1: North? This cannot be undone.');
    }
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(cards()).toHaveLength(2);
    // cancelled, focus is back on the button that asked
    const remove = within(cards()[0]).getByRole('button', { name: /Remove Handling site 1/ });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    // Escape cancels too
    await userEvent.keyboard('{Enter}');
    expect(within(cards()[0]).getByRole('group', { name: /^Remove Handling site 1: North\?/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(within(cards()[0]).getByRole('button', { name: /Remove Handling site 1/ })));
    await userEvent.click(within(cards()[0]).getByRole('button', { name: /Remove/ }));
    await userEvent.click(within(cards()[0]).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(state.data.sites).toEqual([expect.objectContaining({ name: 'South', is_main: true })]));
    expect(within(cards()[0]).queryByRole('button', { name: /Remove/ })).toBeNull();
    // focus goes on to the site now in that place, not to the page's body
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/South/));
    expect(document.activeElement?.tagName).toBe('H3');
  });

  it('submits sites without coordinates with a null location', async () => {
    const { state } = renderForm<Data>({ schema, uiSchema, formData: { sites: [site('', true)] } });
    await userEvent.click(await screen.findByRole('button', { name: /submit/i }));
    await waitFor(() => expect(state.submitted).toHaveLength(1));
    expect(state.submitted[0].sites?.[0]).toMatchObject({ is_main: true, location: null });
  });

  it('is read-only: no adding, removing or changing the main site', async () => {
    renderForm<Data>({ schema, uiSchema, formData: { sites: [site('North', true), site('South')] }, readonly: true, locale: 'el' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Προσθήκη εγκατάστασης χειρισμού' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Αφαίρεση/ })).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});

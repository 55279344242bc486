import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../helpers/render-form';

describe('<SchemaForm>', () => {
  it('labels fields with translated message ids and keeps what the user typed', async () => {
    const { state } = renderForm<{ username?: string }>({
      schema: { type: 'object', properties: { username: { type: 'string', title: 'forms.login.username' } } },
      locale: 'es',
    });
    const field = await screen.findByLabelText('Nombre de usuario');
    await userEvent.type(field, 'maria');
    await waitFor(() => expect(state.data).toEqual({ username: 'maria' }));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { PhotoSizeSetting } from '../../../src/features/settings/photo-size-setting';
import { PHOTO_EDGES, photoSize } from '../../../renderers/file-upload/photo-size';

describe('the size of photos kept offline, on the settings page', () => {
  it('offers the sizes by their longest side, starts at the standard one, and keeps the choice on this device', async () => {
    localStorage.removeItem('photo-size');
    render(<AppProviders client={createQueryClient()}><PhotoSizeSetting /></AppProviders>);
    const field = await screen.findByRole('combobox', { name: 'Photos attached without a connection' });
    expect((field as HTMLSelectElement).selectedOptions[0].textContent).toBe('Standard (1,600 px)');
    await userEvent.selectOptions(field, 'Smaller (1,024 px): the most photos fit on this device');
    expect(PHOTO_EDGES[photoSize()]).toBe(1024);
    expect(screen.getByText(/Kept on this device at this size/)).toBeTruthy();
  });
});

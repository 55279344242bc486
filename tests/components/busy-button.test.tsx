import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/api/query';
import { BusyButton } from '../../src/forms/busy-button';

/** A download that takes a while: busy until "finish" is pressed. */
function Download({ presses }: { presses: string[] }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <BusyButton busy={busy} onClick={() => { presses.push('download'); setBusy(true); }}>Download</BusyButton>
      <button type="button" onClick={() => setBusy(false)}>finish</button>
    </>
  );
}

describe('a busy button', () => {
  it('keeps focus while it works and after (a disabled one drops it to the page), and ignores presses meanwhile', async () => {
    const presses: string[] = [];
    render(<AppProviders client={createQueryClient()}><Download presses={presses} /></AppProviders>);
    const button = await screen.findByRole('button', { name: 'Download' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(presses).toEqual(['download']);
    // the download arrives (a click that does not move focus, as a response does not)
    screen.getByRole('button', { name: 'finish' }).click();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('an online-only one is disabled offline and says why beside it; back online it works again', async () => {
    const presses: string[] = [];
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<AppProviders client={createQueryClient()}><BusyButton onlineOnly onClick={() => presses.push('send')}>Send</BusyButton></AppProviders>);
      const button = await screen.findByRole('button', { name: 'Send' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      const reason = screen.getByTestId('needs-connection');
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
      expect(reason.textContent).toMatch(/Needs a connection/);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      await userEvent.click(button);
      expect(presses).toEqual(['send']);
    } finally {
      onLine.mockRestore();
    }
  });
});

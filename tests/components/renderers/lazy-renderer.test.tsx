import { useState } from 'react';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyRenderer } from '../../../renderers/lazy-renderer';

/** A renderer holding something of its own, as an upload field holds a file on its way up. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

describe('a renderer fetched on first use (lazyRenderer)', () => {
  it('keeps what it holds when its form draws it again after its code came', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Lazy = lazyRenderer(() => arrived.then(() => Counter), <p>loading</p>);
    const page = render(<Lazy label="first" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => release());
    fireEvent.click(await screen.findByRole('button', { name: 'first: 0' }));
    expect(screen.getByRole('button', { name: 'first: 1' })).toBeTruthy();
    // the form draws its fields again (an answer changed): the same renderer, its state kept
    page.rerender(<Lazy label="again" />);
    expect(screen.getByRole('button', { name: 'again: 1' })).toBeTruthy();
    // one mounted after the code came is drawn at once, without a loading frame
    page.unmount();
    render(<Lazy label="later" />);
    expect(screen.getByRole('button', { name: 'later: 0' })).toBeTruthy();
  });
});

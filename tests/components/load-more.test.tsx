import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/api/query';
import { LoadMore } from '../../src/features/shared/load-more';

// Under a long list: the count a person reads. The server counts up to 10,000; beyond that the
// count says "more than" instead of a number that would be wrong.

const shownCount = async (total: { count: number; more: boolean } | undefined) => {
  render(
    <AppProviders client={createQueryClient()}>
      <LoadMore shown={50} total={total} hasMore loading={false} onLoadMore={() => undefined} />
    </AppProviders>,
  );
  return (await screen.findByRole('status')).textContent;
};

describe('the count under a paged list', () => {
  it('gives the exact total while the server counted it', async () => {
    expect(await shownCount({ count: 1234, more: false })).toBe('Showing 50 of 1,234');
  });

  it('says "more than" when the list holds more than the server counts', async () => {
    expect(await shownCount({ count: 10_000, more: true })).toBe('Showing 50 of more than 10,000');
  });
});

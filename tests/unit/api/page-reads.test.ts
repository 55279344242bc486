import { describe, expect, it, vi } from 'vitest';

// The entry reads the page again once the service worker controls it (src/app/main.tsx), without
// importing the query client: a guest's page has none, the signed-in portal's registers itself.
describe('reading the page again', () => {
  it('reads nothing before the query client has loaded, and its cached reads once it has', async () => {
    vi.resetModules();
    const { readPageAgain } = await import('../../../src/api/page-reads');
    await expect(readPageAgain()).resolves.toBeUndefined();

    const { queryClient } = await import('../../../src/api/query');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await readPageAgain();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { RELOAD_GUARD_TTL_MS, startRequestId } from '../../../src/features/applications/reload-guard';

describe('refresh-page-detection (starting an application)', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the same request id to a reload within 10 seconds, so no second draft is created', () => {
    const first = startRequestId('globalgap', 1_000);
    expect(startRequestId('globalgap', 1_000 + RELOAD_GUARD_TTL_MS - 1)).toBe(first);
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });

  it('starts afresh after the window, and keeps families and customers apart', () => {
    const first = startRequestId('globalgap', 1_000);
    expect(startRequestId('globalgap', 1_000 + RELOAD_GUARD_TTL_MS)).not.toBe(first);
    expect(startRequestId('bio', 1_000)).not.toBe(startRequestId('globalgap:7', 1_000));
  });
});

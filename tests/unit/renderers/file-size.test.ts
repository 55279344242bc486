import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatSize } from '../../../renderers/file-upload/file-checks';

describe('a file size as people read it', () => {
  it('uses the symbol B for bytes in every language and the language own decimal mark', () => {
    const greek = createIntl({ locale: 'el' });
    expect(formatSize(600, greek)).toBe('600 B');
    expect(formatSize(2.4 * 1024 * 1024, greek)).toBe('2,4 MB');
    expect(formatSize(850 * 1024, createIntl({ locale: 'es' }))).toBe('850 kB');
    expect(formatSize(1, createIntl({ locale: 'en' }))).toBe('1 B');
  });
});

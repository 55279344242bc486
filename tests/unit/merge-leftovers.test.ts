import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A merge tool's copies (`x.orig`, `x.rej`, `x.BASE.ts`, …) look like sources and are read by
// nobody: a 3,000-line openapi.yaml.orig once sat beside the real contract.
describe('the repository', () => {
  it('tracks no merge leftovers', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
    const leftovers = files.filter((file) => /\.(orig|rej)$|\.(BASE|LOCAL|REMOTE|BACKUP)\.[^/]+$|_(BASE|LOCAL|REMOTE|BACKUP)_\d+\.[^/]+$/.test(file));
    expect(leftovers).toEqual([]);
  });
});

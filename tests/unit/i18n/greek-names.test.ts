import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(__dirname, '../../../locales/el');
const messages = Object.assign({}, ...fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))) as Record<string, string>;

describe('Greek texts with a person\'s name', () => {
  // "του/της Γιώργος Παπαδόπουλος": an article for both genders before a name left in the
  // nominative reads as a form letter; the texts name the person after a colon or a role instead
  it('never put a two-gender article before a name', () => {
    const slashed = /(?:^|[\s(])(?:Ο\/Η|ο\/η|του\/της|τον\/την|στον\/στην|στο\/στη)\s+\{/;
    expect(Object.entries(messages).filter(([, text]) => slashed.test(text)).map(([id]) => id)).toEqual([]);
  });
});

// npm run reviewers:site [-- --out dist/reviewers] [--format html|pdf|both] [--storybook storybook-static]
// Writes one static folder for reviewers who do not install Node: every questionnaire document
// of every wizard in every language and a landing page (docs/reviewers.md). Storybook goes into
// its storybook/ subfolder when a build is given (or already there); it is never built here.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReviewersSite } from './questionnaire-document/site.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const format = flag('format') ?? 'both';
if (!['html', 'pdf', 'both'].includes(format)) {
  console.error(`--format ${format}: html, pdf or both`);
  process.exit(1);
}
const out = resolve(flag('out') ?? join(root, 'dist/reviewers'));
const written = await writeReviewersSite({
  out,
  schemasDir: resolve(flag('dir') ?? join(root, 'schemas')),
  localesDir: resolve(flag('locales') ?? join(root, 'locales')),
  formats: format === 'both' ? ['html', 'pdf'] : [format as 'html' | 'pdf'],
  storybook: resolve(flag('storybook') ?? join(root, 'storybook-static')),
});
console.log(`reviewers:site: ${written.length} files in ${out}; open ${join(out, 'index.html')}`);

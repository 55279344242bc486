import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as MarkdownComponent } from 'markdown-to-jsx';

// the package's main entry: vite.config.ts points only `markdown-to-jsx/react` at this file
const Lazy = lazy(() => import('markdown-to-jsx').then((m) => ({ default: m.Markdown })));

/**
 * rjsf imports markdown-to-jsx for opt-in markdown descriptions and its developer messages
 * (`enableMarkdownInDescription`, unsupported field); no portal form uses them, so the parser
 * (a sixth of the form code) is fetched only if one ever renders.
 */
export function Markdown(props: ComponentProps<typeof MarkdownComponent>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

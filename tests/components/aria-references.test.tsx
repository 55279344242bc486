import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';
import { formFixture } from '../../src/forms/form-fixtures';
import { fields, widgets } from '../../renderers/registry';
import type { LazyRenderer } from '../../renderers/lazy-renderer';
import { runtimeValidate } from '../../src/forms/runtime-validator';

// Every form of the catalogue (found by walking schemas/, not a list), with its sample answers
// and then after "Submit" shows its messages: every id an `aria-describedby` or
// `aria-labelledby` names is an element of the page, and no id is given twice (a screen
// reader reads the first element with an id, whichever field named it).

const ids = formCatalog.ids.filter((id) => !id.startsWith('_'));

/** What is wrong with the page's references: ids named and missing, ids given twice. */
function brokenReferences(): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
  for (const [id, count] of counts) if (count > 1 && id) problems.push(`id "${id}" is given ${count} times`);
  for (const attribute of ['aria-describedby', 'aria-labelledby']) {
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        const name = element.id || element.getAttribute('aria-label') || element.tagName;
        if (!counts.has(id)) problems.push(`${name}: ${attribute} names "${id}", which is not in the page`);
      }
    }
  }
  return problems;
}

describe('every form\'s aria references name one element that is there', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // the lazy renderers at once: the page checked is the whole form, not its placeholders
    await Promise.all(
      [...Object.values(fields), ...Object.values(widgets)].map((r) => (r as Partial<LazyRenderer<object>>).preload?.()),
    );
  });
  afterEach(cleanup);

  it.for(ids)('%s', async (id, context) => {
    const form = formCatalog.get(id)!;
    // the test's validator is compiled from the bundled form, with no address: a keyword reading a
    // list of another file (`choicesFor`) cannot find it there (the app's precompiled one can)
    try {
      runtimeValidate(form.schema as RJSFSchema, form.uiSchema as UiSchema);
    } catch {
      context.skip();
    }
    const { container } = renderForm({
      schema: form.schema as RJSFSchema,
      uiSchema: form.uiSchema as UiSchema,
      formData: (formFixture(id) ?? {}) as Record<string, unknown>,
      locale: 'en',
    });
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(brokenReferences()).toEqual([]);
    // with its messages shown (the fixture's answers with one taken out fail somewhere in most forms)
    const submit = container.querySelector('button[type=submit]');
    if (submit) await act(async () => void fireEvent.click(submit));
    expect(brokenReferences()).toEqual([]);
  });
});

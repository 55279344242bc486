import { useState } from 'react';
import { render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/api/query';
import { SchemaForm } from '../../src/forms/schema-form';
import { runtimeValidate } from '../../src/forms/runtime-validator';
import { appStore } from '../../src/api/session';
import { localeAtom } from '../../src/i18n/locale-store';
import type { SupportedLocale } from '../../src/i18n/locales';
import type { ValidationIssue } from '../../src/validation/types';

export interface RenderFormOptions<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: T;
  locale?: SupportedLocale;
  readonly?: boolean;
  serverIssues?: readonly ValidationIssue[];
  /** The wizard's other steps' answers, as a step of an application sees them. */
  answers?: Readonly<Record<string, unknown>>;
}

/**
 * Renders <SchemaForm> with the app's providers, keeping the data as the app would. Returns
 * the latest data and every submitted value, so tests assert what a user would notice.
 */
export function renderForm<T = Record<string, unknown>>(options: RenderFormOptions<T>) {
  appStore.set(localeAtom, options.locale ?? 'en');
  const state = { data: options.formData as T, submitted: [] as T[] };
  // given the ui schema, tables validate their rows apart as in the app (src/validation/table-rows-apart.ts)
  const validate = runtimeValidate(options.schema, options.uiSchema);
  function Harness() {
    const [data, setData] = useState<T>(options.formData as T);
    return (
      <SchemaForm<T>
        formId="test/ad-hoc"
        schema={options.schema}
        uiSchema={options.uiSchema}
        validate={validate}
        formData={data}
        readonly={options.readonly}
        answers={options.answers ? () => options.answers! : undefined}
        serverIssues={options.serverIssues}
        onChange={(next) => {
          state.data = next;
          setData(next);
        }}
        onSubmit={(submitted) => state.submitted.push(submitted)}
      />
    );
  }
  const view = render(
    <AppProviders client={createQueryClient()}>
      <Harness />
    </AppProviders>,
  );
  return { ...view, state };
}

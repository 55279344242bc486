import { useMemo, type ReactNode } from 'react';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { Theme as ChakraTheme } from '@rjsf/chakra-ui';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { formValidator } from './validators';
import { useIntl } from 'react-intl';
import { translateSchema, translateUiSchema } from './translate-schema';
import { fields, templates, widgets } from '../../renderers/registry';

const ThemedForm = withTheme(ChakraTheme);

export interface SchemaFormProps<T> {
  /** The form's id: its path under schemas/ without `.schema.json`, e.g. `forms/login`. */
  formId: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** Overrides the precompiled validator of `formId` (tests and ad-hoc schemas). */
  validator?: ValidatorType<T>;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  disabled?: boolean;
  readonly?: boolean;
  children?: ReactNode;
  id?: string;
}

/**
 * Renders a form from its JSON Schema and UI schema in the current language. The form is
 * controlled: the caller keeps `formData`, so nothing typed is lost when a submit fails.
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const intl = useIntl();
  const translate = useMemo(
    () => (id: string) => (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : id),
    [intl],
  );
  const schema = useMemo(() => translateSchema(props.schema, translate), [props.schema, translate]);
  const uiSchema = useMemo(() => translateUiSchema(props.uiSchema ?? {}, translate), [props.uiSchema, translate]);
  const override = props.validator;
  const validator = useMemo(
    () => override ?? formValidator<T>(props.formId, schema, intl.locale),
    [override, props.formId, schema, intl.locale],
  );
  return (
    <ThemedForm
      id={props.id ?? props.formId.replace(/\W/g, '-')}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator as ValidatorType}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formData={props.formData}
      disabled={props.disabled}
      readonly={props.readonly}
      showErrorList={false}
      liveValidate={false}
      onChange={(event: IChangeEvent) => props.onChange(event.formData as T)}
      onSubmit={(event: IChangeEvent) => props.onSubmit(event.formData as T)}
    >
      {props.children}
    </ThemedForm>
  );
}

import type { ReactNode } from 'react';
import { Fieldset, Stack } from '@chakra-ui/react';
import { QuestionFieldset } from '../templates/field-group';
import { labelValue, type WidgetProps } from '@rjsf/utils';
import { describedBy } from '../templates/described-by';
import { FieldDescription } from '../templates/field-description';
import { showsInvalid } from '../templates/labelled-field';

/**
 * A question answered by ticking: its legend, its help text under it, then the choices. The
 * group is named by the legend and described by the help text and the messages.
 */
export function ChoiceGroup({ props, role, children }: { props: WidgetProps; role: 'radiogroup' | 'group'; children: ReactNode }) {
  const { id, label, hideLabel, required, disabled, readonly, schema, options } = props;
  const invalid = showsInvalid(props);
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <QuestionFieldset legendId={shownLabel ? `${id}__legend` : undefined} invalid={invalid} disabled={disabled || readonly} mb={1}>
      {shownLabel && (
        <Fieldset.Legend id={`${id}__legend`} fontWeight="medium">
          {shownLabel}
          {required ? <span aria-hidden="true"> *</span> : null}
        </Fieldset.Legend>
      )}
      <FieldDescription id={id} schema={schema} options={options} />
      <Stack
        direction={options.inline ? 'row' : 'column'}
        gap={options.inline ? 6 : 1.5}
        wrap="wrap"
        role={role}
        aria-labelledby={shownLabel ? `${id}__legend` : undefined}
        aria-describedby={describedBy(props)}
        aria-invalid={invalid || undefined}
        // the asterisk beside the legend is hidden from assistive technology: a required
        // one-of-several question says so itself (a group of tick boxes has no such state)
        aria-required={role === 'radiogroup' && required ? true : undefined}
      >
        {children}
      </Stack>
    </QuestionFieldset>
  );
}

/** One native radio or checkbox with its words beside it. */
export function Choice({ children, ...input }: { children: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', lineHeight: 1.4 }}>
      <input {...input} style={{ marginTop: '0.2rem', flexShrink: 0 }} />
      <span>{children}</span>
    </label>
  );
}

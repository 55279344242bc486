import { Box } from '@chakra-ui/react';
import { descriptionId, getTemplate, getUiOptions, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';
import { Choice } from './choice-group';
import { describedBy } from '../templates/described-by';

/**
 * A yes-or-nothing question (a declaration, a consent) as one native checkbox with its words
 * beside it, like the choices of renderers/widgets/choice-group.tsx. It stands in for the
 * Chakra theme's, whose checkbox is a state machine (ark-ui, zag) of 11 kB that the first step
 * of every application waited for; same description above, same required mark.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, label, hideLabel, registry, options, uiSchema, schema, required, rawErrors } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // named `checkbox` in the ui schema, the question's description is its label's business
  const description = getUiOptions(uiSchema).widget === 'checkbox' ? undefined : (options.description ?? schema.description);
  const invalid = !!rawErrors?.length && shouldShowErrors(registry.formContext, id);
  return (
    <Box mb={1}>
      {!hideLabel && description && (
        <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      <Choice
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        required={schemaRequiresTrueValue(schema) && required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props, { description: !hideLabel && !!description })}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      >
        {!hideLabel && label}
        {!hideLabel && label && schemaRequiresTrueValue(schema) && required ? <span aria-hidden="true"> *</span> : null}
      </Choice>
    </Box>
  );
}

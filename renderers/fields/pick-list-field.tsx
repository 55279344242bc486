import { useEffect, useRef, useState } from 'react';
import { Button, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { QuestionFieldset } from '../templates/field-group';
import type { FieldProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { shouldShowErrors } from '../../src/forms/form-context';
import { FieldDescription } from '../templates/field-description';
import { Choice } from '../widgets/choice-group';

interface PickListOptions {
  /** What the person picks from, as it is written into the answer (the application's products). */
  choices?: string[];
}

const errorsOf = (node: unknown): string[] => ((node as { __errors?: string[] } | undefined)?.__errors ?? []);

/**
 * A list of texts picked from the choices this use offers (`ui:options.choices`: an
 * application's products and units), with "another" typed only for what the list lacks. The
 * answer is the picked texts in the choices' order, then the typed ones; without choices it is a
 * list of typed texts.
 */
export function PickListField(props: FieldProps<string[]>) {
  const { schema, uiSchema, formData, onChange, disabled, readonly, errorSchema, fieldPathId, registry, onBlur, required } = props;
  const intl = useIntl();
  const added = useRef<HTMLInputElement | null>(null);
  const id = fieldPathId.$id;
  const choices = ((uiSchema?.['ui:options'] ?? {}) as PickListOptions).choices ?? [];
  const value = Array.isArray(formData) ? formData : [];
  // An empty item the form put in by itself (a list that needs one item starts with one) is no
  // question beside ticks: it shows once the person asks for another.
  const [typing, setTyping] = useState(false);
  const picked = choices.filter((choice) => value.includes(choice));
  const others = value.filter((text) => !choices.includes(text) && (typing || !choices.length || (typeof text === 'string' && text !== '')));
  // The choices are words in the reader's language: when it changes (an account's own language
  // applied after sign-in), what was ticked follows its choice rather than becoming "other".
  const before = useRef(choices);
  const choicesKey = choices.join('\u0000');
  useEffect(() => {
    const previous = before.current;
    before.current = choices;
    if (previous.length !== choices.length || previous.every((choice, i) => choice === choices[i])) return;
    const moved = value.map((text) => (previous.includes(text) ? choices[previous.indexOf(text)]! : text));
    if (moved.some((text, i) => text !== value[i])) onChange(moved, fieldPathId.path);
    // only a change of the choices moves the answer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choicesKey]);
  const write = (nextPicked: string[], nextOthers: string[]) => onChange([...choices.filter((c) => nextPicked.includes(c)), ...nextOthers], fieldPathId.path);
  const ownErrors = errorsOf(errorSchema);
  const showOwn = ownErrors.length > 0 && shouldShowErrors(registry.formContext, id);
  const off = disabled || readonly;
  // beside choices a typed text is "Other 1"; alone, it is named by the list's item title
  const itemTitle = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items.title : undefined;
  const otherLabel = (n: number) => (choices.length || !itemTitle ? intl.formatMessage({ id: 'forms.pickList.other' }, { n }) : `${itemTitle} ${n}`);

  return (
    <QuestionFieldset legendId={schema.title ? `${id}__legend` : undefined} invalid={showOwn} disabled={off} mb={4}>
      {schema.title && (
        <Fieldset.Legend id={`${id}__legend`} fontWeight="medium">
          {schema.title}
          {required ? <span aria-hidden="true"> *</span> : null}
        </Fieldset.Legend>
      )}
      <FieldDescription id={id} schema={schema} options={uiSchema?.['ui:options'] ?? {}} />
      {choices.length > 0 && (
        <Stack gap={1.5} role="group" aria-labelledby={schema.title ? `${id}__legend` : undefined} aria-invalid={showOwn || undefined} mb={3}>
          {choices.map((choice, index) => (
            <Choice
              key={choice}
              type="checkbox"
              id={`${id}-choice-${index}`}
              checked={picked.includes(choice)}
              disabled={off}
              onChange={(event) => write(event.target.checked ? [...picked, choice] : picked.filter((p) => p !== choice), others)}
              onBlur={() => onBlur(id, value)}
            >
              {choice}
            </Choice>
          ))}
        </Stack>
      )}
      <Stack gap={2}>
        {others.map((text, index) => {
          const itemId = `${id}-other-${index}`;
          const errors = errorsOf(errorSchema?.[picked.length + index]);
          const showErrors = errors.length > 0 && shouldShowErrors(registry.formContext, itemId);
          return (
            <Stack key={index} gap={1}>
              <label htmlFor={itemId}>
                <Text as="span" fontSize="sm" fontWeight="medium">
                  {otherLabel(index + 1)}
                </Text>
              </label>
              <HStack gap={2} align="flex-start">
                <Input
                  id={itemId}
                  ref={index === others.length - 1 ? added : undefined}
                  value={text ?? ''}
                  aria-invalid={showErrors || undefined}
                  aria-describedby={showErrors ? `${itemId}__error` : undefined}
                  onChange={(event) => write(picked, others.map((o, i) => (i === index ? event.target.value : o)))}
                  onBlur={() => onBlur(itemId, text)}
                />
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={off}
                  aria-label={intl.formatMessage({ id: 'forms.pickList.remove' }, { n: index + 1 })}
                  onClick={() => write(picked, others.filter((_, i) => i !== index))}
                >
                  {intl.formatMessage({ id: 'forms.pickList.removeShort' })}
                </Button>
              </HStack>
              {showErrors && (
                <Text id={`${itemId}__error`} color="red.600" fontSize="sm">
                  {errors.join(' ')}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Button
        alignSelf="flex-start"
        mt={2}
        size="sm"
        variant="outline"
        disabled={off}
        onClick={() => {
          setTyping(true);
          write(picked, [...others, '']);
          // the new text box takes focus once drawn, so typing goes on there
          requestAnimationFrame(() => added.current?.focus());
        }}
      >
        {intl.formatMessage({ id: choices.length ? 'forms.pickList.addOther' : 'forms.pickList.add' })}
      </Button>
      {showOwn && (
        <Text id={`${id}__error`} color="red.600" fontSize="sm" mt={1}>
          {ownErrors.join(' ')}
        </Text>
      )}
    </QuestionFieldset>
  );
}

import { Field, Input } from '@chakra-ui/react';

export interface CoordinateInputProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  readonly: boolean;
  disabled: boolean;
  describedBy: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One coordinate, typed as text so that every decimal the person wrote is kept. */
export function CoordinateInput(props: CoordinateInputProps) {
  return (
    // side by side while each has room for a full coordinate ("39.6412345"), one under the other on a phone
    <Field.Root invalid={props.invalid} readOnly={props.readonly} disabled={props.disabled} flex="1 1 10rem" minW="10rem">
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <Input
        id={props.id}
        name={props.id}
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
    </Field.Root>
  );
}

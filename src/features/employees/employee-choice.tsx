import { NativeSelect } from '@chakra-ui/react';

/**
 * A choice of the consultant's employees or nobody (`noneLabel`), for whom works on a customer
 * or an application. `label` names what is assigned, for a screen reader.
 */
export function EmployeeChoice(props: {
  label: string;
  noneLabel: string;
  employees: readonly { id: number; full_name: string }[];
  value: number | null;
  onChange: (employeeId: number | null) => void;
  busy?: boolean;
}) {
  return (
    <NativeSelect.Root size="sm" minW="10rem" disabled={props.busy}>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        <option value="">{props.noneLabel}</option>
        {props.employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.full_name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

import type { ReactNode } from 'react';
import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** One filter of a list: a labelled native select (the phone's own picker on a phone). */
export function FilterSelect({ id, labelId, value, onChange, children }: { id: string; labelId: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <Box minW="36">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb={1}>
        <FormattedMessage id={labelId} />
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

import type { SystemStyleObject } from '@chakra-ui/react';

// Below Chakra's `md` breakpoint (48em) a list table becomes one card per row, each value
// under its column's name, so nothing hides off the right edge of a phone. The header row
// stays in the document for screen readers; the cells keep their table roles.
export const PHONE = '@media screen and (max-width: 47.99em)';

export const stackOnPhone: SystemStyleObject = {
  [PHONE]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tr': { display: 'block', borderBottomWidth: '1px', paddingBlock: '2' },
    '& tr:last-of-type': { borderBottomWidth: '0' },
    display: 'block',
    '& tbody': { display: 'block', width: '100%' },
    '& td': { display: 'flex', gap: '3', alignItems: 'baseline', borderBottomWidth: '0', paddingBlock: '1', whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0 },
    '& td[data-label]::before': { content: 'attr(data-label)', fontWeight: 'semibold', color: 'gray.700', minWidth: '7.5rem', flexShrink: 0 },
  },
};

import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import isPropValid from '@emotion/is-prop-valid';
import type { UiSchema } from '@rjsf/utils';

let isStyleProperty: ((name: string) => boolean) | undefined;

/**
 * Stands in for `@rjsf/chakra-ui/lib/utils.js` (vite.config.ts): the same `getChakra`, the
 * Chakra style props a UI schema passes in `ui:options.chakra`. rjsf's own builds Chakra's
 * whole default system (every recipe of the default theme, 28 kB and a long task on a phone)
 * when the form engine loads, only to ask which names are style props. No portal form passes
 * any, so the question (which needs Chakra's utilities, not its theme) waits for the first.
 */
export function getChakra(uiSchema: UiSchema = {}): Record<string, unknown> {
  const chakraProps: Record<string, unknown> = (uiSchema['ui:options']?.chakra as Record<string, unknown> | undefined) ?? {};
  const names = Object.keys(chakraProps);
  if (names.length === 0) return chakraProps;
  isStyleProperty ??= createSystem(defaultBaseConfig).isValidProperty;
  for (const name of names) {
    // a name React would put on the element is not a style prop
    if (!isStyleProperty(name) || isPropValid(name)) delete chakraProps[name];
  }
  return chakraProps;
}

import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Chakra's default light palette puts white text on green.600 (3.3:1) and error text in
// red.500 (3.8:1) and warnings in orange.600 (3.6:1); WCAG AA needs 4.5:1 for normal text, so
// those are darker.
const config = defineConfig({
  globalCss: {
    // rjsf's object template lays fields out as grid items, whose min-width is their content's:
    // a wide table then stretched the whole page (1,706 px at 1,280) instead of scrolling in
    // its own frame. Grid items may shrink; wide content scrolls where it is.
    '.rjsf-field-object > * > *': { minWidth: 0 },
  },
  theme: {
    semanticTokens: {
      colors: {
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

/** The portal's design system: Chakra's defaults with accessible contrast. */
export const portalSystem = createSystem(defaultConfig, config);

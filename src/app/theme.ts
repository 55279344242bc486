import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the guests' screens render, by the key each component
 * asks for (a component's key is in its source: `createRecipeContext({ key })`). The rest of
 * what the portal renders (tables, tabs, dialogs, cards, and rjsf's Chakra widgets: a ui schema
 * may name any) is added by `usePortalRecipes` (src/forms/portal-recipes.ts) in the signed-in
 * layout, the form engine and registration: /login is not sent them. Chakra's default theme carries
 * about 80; the ones no screen uses were 28 kB of every page's first script.
 * tests/unit/app/theme-recipes.test.ts checks that every component the app imports finds its
 * recipe, and that every component a guest's screen can show finds it without those.
 */
export const guestRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const guestSlotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (as its `defaultConfig`), with the guests' recipes above only. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes: { ...guestRecipes }, slotRecipes: { ...guestSlotRecipes }, textStyles, layerStyles, animationStyles },
});

// Chakra's default light palette puts white text on green.600 (3.3:1), error text in red.500
// (3.8:1), warnings in orange.600 (3.6:1) and success text in green.600 (3.3:1); WCAG AA needs
// 4.5:1 for normal text, so those are darker (tests/unit/app/theme-contrast.test.ts).
const config = defineConfig({
  globalCss: {
    // rjsf's object template lays fields out as grid items, whose min-width is their content's:
    // a wide table then stretched the whole page (1,706 px at 1,280) instead of scrolling in
    // its own frame. Grid items may shrink; wide content scrolls where it is.
    '.rjsf-field-object > * > *': { minWidth: 0 },
    // WCAG 1.4.11: a focus indicator of 3:1 or more against what surrounds it. Chakra draws
    // its rings 1 px wide inside fields and in each palette's 400/500 shade (gray 2.6:1,
    // green 2.3:1 on white); the portal's are 2 px in the palette's 700 shade (see the
    // focusRing tokens below), and whatever Chakra does not style (native radios and tick
    // boxes, table cells, the map) gets the same ring.
    ':root': { '--focus-ring-width': '2px' },
    ':focus-visible': { outline: '2px solid {colors.gray.800}', outlineOffset: '2px' },
  },
  theme: {
    semanticTokens: {
      colors: {
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } },
          focusRing: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
        },
        gray: { focusRing: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.300}' } } },
        red: { focusRing: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        orange: { focusRing: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } } },
        blue: { focusRing: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.400}' } } },
        yellow: { focusRing: { value: { _light: '{colors.yellow.800}', _dark: '{colors.yellow.300}' } } },
        teal: { focusRing: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.400}' } } },
        purple: { focusRing: { value: { _light: '{colors.purple.700}', _dark: '{colors.purple.400}' } } },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
          // Chakra's green.600 was 3.3:1 on white ("The file was uploaded.", issue 46): 700 is 5.0:1
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

/** The portal's design system: Chakra's defaults with accessible contrast. */
export const portalSystem = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);

/**
 * The system ChakraProvider is given. When the build has linked Chakra's global styles as a
 * stylesheet (scripts/vite-chakra-global-css.ts: reset, layers, token variables), the provider
 * need not make and insert them again at every start, a long task on a phone (Chakra is patched,
 * patches/, to make them on first read rather than in createSystem); without that
 * stylesheet (dev server, Storybook, component tests) Chakra inserts them itself.
 */
export function providedSystem(): typeof portalSystem {
  const linked = typeof document !== 'undefined' && document.querySelector('link[data-chakra-global]') !== null;
  if (!linked) return portalSystem;
  // disableLayers only stops the provider re-declaring the layer order; the recipes' own
  // styles were wrapped in their layers when the system was made
  // (built from property descriptors: a spread would read `_global`, which makes it)
  return Object.defineProperties({} as typeof portalSystem, {
    ...Object.getOwnPropertyDescriptors(portalSystem),
    _config: { value: { ...portalSystem._config, disableLayers: true }, enumerable: true },
    _global: { value: [], enumerable: true },
  });
}

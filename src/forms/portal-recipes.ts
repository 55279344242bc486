import { useChakraContext } from '@chakra-ui/react';
import { cardSlotRecipe, dialogSlotRecipe, numberInputSlotRecipe, progressSlotRecipe, selectSlotRecipe, sliderSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components that only the signed-in portal, registration and the
 * form engine render (tables, tabs, dialogs, cards, and rjsf's Chakra widgets, which a ui schema
 * may name): about 4 kB that the guests' screens are not sent (src/app/theme.ts, guestRecipes).
 */
export const PORTAL_SLOT_RECIPES = {
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe,
  select: selectSlotRecipe,
  slider: sliderSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/**
 * Adds those recipes to the page's Chakra system, at the top of the component (a layout, the
 * form engine, registration) under which their components render. Chakra reads a recipe from its
 * system's theme when a component first asks for it (`getSlotRecipe`), and a parent renders
 * before its children: added here, they serve those components as if they had been there from
 * the start. Adding is idempotent, so doing it during render is safe.
 */
export function usePortalRecipes(): void {
  const theme = useChakraContext()._config.theme;
  if (theme && theme.slotRecipes?.tabs === undefined) theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, PORTAL_SLOT_RECIPES);
}

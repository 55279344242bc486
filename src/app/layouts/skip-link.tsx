import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** The id of each layout's `<main>`, where "Skip to content" leads by default. */
export const MAIN_ID = 'main-content';

/**
 * The place "Skip to content" leads to: a screen may mark where its own content starts with
 * `data-skip-target` (the wizard: the open step, after the step list), whose first heading
 * takes focus; otherwise (or while that part still loads) the page's first heading, otherwise
 * `<main>` itself.
 */
export function skipTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>('[data-skip-target] :is(h1, h2, h3)') ?? main.querySelector<HTMLElement>('h1');
  return heading ?? main;
}

/** Moves focus to an element that is not focusable by itself (a heading, a region). */
export function focusElement(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus();
  element.scrollIntoView?.({ block: 'nearest' });
}

/**
 * "Skip to content": the first stop of every page, hidden until it has focus. It moves focus
 * itself rather than following `#main-content`, which the router would take for a navigation.
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      position="absolute"
      insetStart={2}
      top={2}
      zIndex="skipNav"
      bg="white"
      color="green.800"
      fontWeight="semibold"
      px={4}
      py={2}
      borderRadius="md"
      borderWidth="2px"
      borderColor="green.800"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
      onClick={(event) => {
        const target = skipTarget();
        if (!target) return;
        event.preventDefault();
        focusElement(target);
      }}
    >
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </chakra.a>
  );
}

import { useCallback } from 'react';

/**
 * A question's `ui:autofocus`, taken only while nothing else on the page has focus. A form's
 * code may come a moment after the page (its validator and renderers are chunks of their own),
 * so the form can mount while a person is already typing in another one: React's `autoFocus`
 * would move the cursor mid-word and the rest of what they type would land in this question
 * (a tax number typed into "Add an existing customer" ended in the new customer's full name).
 * Returns a ref for the input.
 */
export function usePoliteAutofocus(autofocus: boolean | undefined) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!autofocus || !element) return;
      const active = element.ownerDocument.activeElement;
      if (active === null || active === element.ownerDocument.body) element.focus();
    },
    [autofocus],
  );
}

/** What takes a person's typing: the fields a form's first focus may go to. */
export const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="combobox"]';
/** How long a form that arrives with its own chunk (validator, renderers) is waited for. */
const WAIT_MS = 10_000;

/**
 * Focus for a control that replaced itself with a form (a button that opens it, "Add a row"):
 * the form's first field once it is there. The form may come a moment later (its validator
 * and renderers load as their own chunks): meanwhile focus rests on the container, never on
 * the page's body. Returns a stop function (for an effect's cleanup); someone who moves focus
 * themselves meanwhile keeps it there.
 */
export function focusFirstField(container: HTMLElement, isNew: (field: HTMLElement) => boolean = () => true): () => void {
  const first = () => [...container.querySelectorAll<HTMLElement>(FIELD)].find(isNew);
  const field = first();
  if (field) {
    field.focus();
    return () => undefined;
  }
  if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  container.focus();
  const observer = new MutationObserver(() => {
    const found = first();
    if (!found) return;
    stop();
    // only while focus is still where this put it: a person who moved on is not pulled back
    if (document.activeElement === container || document.activeElement === document.body) found.focus();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

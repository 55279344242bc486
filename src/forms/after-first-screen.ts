// How long after the page's load event work that no screen waits for may start: on a slow
// network the first screen's own late files (its form's renderers, its step's validator) are
// still arriving then, and an idle main thread does not mean an idle network.
const SETTLE_MS = 1_000;

let settled: Promise<void> | undefined;
const pageSettled = (): Promise<void> =>
  (settled ??= new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, SETTLE_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  }));

/**
 * Runs `work` (a download the screen does not wait for: a dialog's code, the validators that
 * mark other steps incomplete) once the page has loaded, settled a moment and the main thread is
 * idle. Later screens of the same visit find the page settled and only wait for idleness.
 */
export function afterFirstScreen(work: () => void): void {
  void pageSettled().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
    else setTimeout(work, 0);
  });
}

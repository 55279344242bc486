/** The id of the header the server draws in a guest's page before any script (scripts/vite-guest-shell.ts). */
export const GUEST_SHELL_ID = 'guest-shell';

/**
 * A guest's page (sign-in, registration, recovery, the public register, a certificate's check)
 * arrives with its header already drawn: the server writes it before the app's root
 * (src/server/core/plugins/page-preloads.ts), so a phone shows the portal's logo while the
 * script still downloads instead of a blank page. React then draws the same header in the same
 * place (src/app/layouts/auth-layout.tsx). The drawn one goes as soon as React first puts
 * something in the root: a mutation observer's callback runs before the browser paints again,
 * so no frame shows both, or neither. Whatever comes first (a guest's screen, a signed-in
 * person's page after a redirect, the error pages) takes its place.
 */
export function handOverGuestShell(root: HTMLElement): void {
  const shell = document.getElementById(GUEST_SHELL_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}

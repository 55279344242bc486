import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../shared/confirm-dialog';

/**
 * While answers have not reached the server, leaving the page asks first: inside the app
 * with a dialog, and when closing or reloading the tab with the browser's own prompt.
 * (A copy stays on this device either way.)
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'applications.unsaved.title' })}
      body={intl.formatMessage({ id: 'applications.unsaved.body' })}
      confirmLabel={intl.formatMessage({ id: 'applications.unsaved.leave' })}
      cancelLabel={intl.formatMessage({ id: 'applications.unsaved.stay' })}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

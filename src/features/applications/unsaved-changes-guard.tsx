import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../shared/confirm-dialog';

// how long leaving waits for a save under way before it asks instead (a slow network)
const SAVE_WAIT_MS = 3_000;

/**
 * While answers have not reached the server, leaving the page first tries to save them: a save
 * just scheduled or under way (a step changed a moment ago, typing a second ago) is sent at once
 * and the page then leaves. Only answers that cannot be saved now (offline, refused, a conflict,
 * a save slower than 3 s) make it ask, inside the app with a dialog; closing or reloading the tab
 * asks with the browser's own prompt whenever anything is unsaved. (A copy stays on this device
 * either way.)
 */
export function UnsavedChangesGuard({ when, saveNow }: { when: boolean; saveNow: () => Promise<boolean> }) {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let current = true;
    const slow = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SAVE_WAIT_MS));
    void Promise.race([saveNow(), slow]).then((saved) => {
      if (!current) return;
      if (saved) blocker.proceed();
      else setAsking(true);
    });
    return () => {
      current = false;
    };
    // the blocker object changes on every render; its state says when a leave starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const close = (leave: boolean) => {
    setAsking(false);
    if (leave) blocker.proceed?.();
    else blocker.reset?.();
  };
  return (
    <ConfirmDialog
      open={asking && blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'applications.unsaved.title' })}
      body={intl.formatMessage({ id: 'applications.unsaved.body' })}
      confirmLabel={intl.formatMessage({ id: 'applications.unsaved.leave' })}
      cancelLabel={intl.formatMessage({ id: 'applications.unsaved.stay' })}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}

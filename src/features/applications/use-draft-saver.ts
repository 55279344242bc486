import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { DraftSaver, type ServerDraft } from './draft-saver';
import { saveAnswers } from './applications-queries';

/** The draft saver of one application, alive while the wizard shows it. */
export function useDraftSaver(application: ServerDraft) {
  // One saver per application id; a new one only when the wizard opens another draft.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const saver = useMemo(() => new DraftSaver(application, (body, signal) => saveAnswers(application.id, body, signal)), [application.id]);
  useEffect(() => {
    saver.start();
    return () => saver.dispose();
  }, [saver]);
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return { saver, snapshot };
}

import { useCallback, useRef, useState } from 'react';

/**
 * The answers of a form that is sent and then offered again (a message, a note, a request, a
 * lifecycle action): `startAgain()` after a send empties it, or sets the answers given, and
 * gives the form a new `formKey`, so the emptied required fields do not show as mistakes left
 * over from the send.
 */
export function useFreshForm<T>(initial: T | (() => T)) {
  const [data, setData] = useState<T>(initial);
  const [formKey, setFormKey] = useState(0);
  // the first answers as first computed: a new object each render must not change them
  const first = useRef(data);
  const startAgain = useCallback((next: T = first.current) => {
    setData(next);
    setFormKey((key) => key + 1);
  }, []);
  return { data, setData, formKey, startAgain };
}

import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { countUnread } from './notifications-api';

const POLL_MS = 60_000;

/** The unread count, shared by the navigation badge and the notifications page (which lowers it). */
export const unreadCountAtom = atom(0);

/** Keeps the unread count fresh: on every page change and once a minute. */
export function useUnreadCount(): number {
  const [count, setCount] = useAtom(unreadCountAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void countUnread().then(({ data }) => {
        if (current && data) setCount(data.unread);
      });
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [pathname, setCount]);
  return count;
}

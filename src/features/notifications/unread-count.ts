import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { notificationKeys, unreadCountQuery } from './notifications-queries';

const POLL_MS = 60_000;

/** The unread count, kept fresh: on every page change and once a minute. */
export function useUnreadCount(): number {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const { data } = useQuery({ ...unreadCountQuery(), refetchInterval: POLL_MS });
  useEffect(() => {
    // cancelRefetch false: the first read, already under way, is not asked twice.
    void client.invalidateQueries({ queryKey: notificationKeys.unread }, { cancelRefetch: false });
  }, [client, pathname]);
  return data?.unread ?? 0;
}

import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useUnreadCount } from './unread-count';

/** The number of unread notifications beside the menu entry; read out in words. */
export function UnreadBadge() {
  const count = useUnreadCount();
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" ms={2} borderRadius="full" data-testid="unread-count">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'notifications.unreadBadge' }, { count })}</VisuallyHidden>
    </Badge>
  );
}

import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router';

// Links to the portal's own pages, drawn as Chakra draws links and buttons: the router's link
// inside (a real <a href>, so it opens in a new tab and is read as a link), Chakra's look
// outside. One place for the shapes every screen uses.

interface RouteProps {
  to: To;
  /** State handed to the page opened (where to go back to). */
  state?: unknown;
  children: ReactNode;
}

/** An underlined-on-hover text link in the portal's green. */
export function RouteLink({ to, state, children, ...props }: RouteProps & Omit<LinkProps, 'children'>) {
  return (
    <Link asChild colorPalette="green" {...props}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** A link that looks like a button: the way to a page where the person starts something. */
export function RouteButton({ to, state, children, ...props }: RouteProps & Omit<ButtonProps, 'children'>) {
  return (
    <Button asChild {...props}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Button>
  );
}

/** "Back to …" at the top of a page, flush with the page's left edge. */
export function BackLink({ to, messageId }: { to: To; messageId: string }) {
  return (
    <RouteButton to={to} variant="plain" alignSelf="flex-start" px={0}>
      <FormattedMessage id={messageId} />
    </RouteButton>
  );
}

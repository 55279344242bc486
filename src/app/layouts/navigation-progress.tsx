import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';

/**
 * A thin bar across the top while the next screen is on its way (its script, or a route
 * loader's request: starting an application makes its draft before the wizard opens). Shown
 * after a moment only, so that a quick change does not flicker.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      position="fixed"
      top={0}
      insetX={0}
      height="3px"
      bg="green.600"
      zIndex="banner"
      animationName="fade-in"
      animationDuration="200ms"
      animationDelay="250ms"
      animationFillMode="both"
    />
  );
}

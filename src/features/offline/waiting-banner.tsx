import { Box, Text } from '@chakra-ui/react';

export interface WaitingBannerProps {
  online: boolean;
  text: string;
}

/**
 * How the waiting indicator looks. Kept apart from its logic (waiting-indicator.tsx, loaded
 * later), so that lazy chunk imports neither Chakra nor react-intl: a lazy chunk reaching the
 * every-page code by paths no other screen takes makes the bundler split that code into one more
 * chunk every first load pays for (measured: 0.4 kB on /login's budget).
 */
export function WaitingBanner({ online, text }: WaitingBannerProps) {
  return (
    <Box role="status" data-testid="waiting-indicator" bg={online ? 'blue.50' : 'orange.50'} borderBottomWidth="1px" px={{ base: 3, md: 8 }} py={2}>
      <Text textAlign="center" fontSize="sm">
        {text}
      </Text>
    </Box>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { api } from '../../api/client';
import { request } from '../../api/query';

/**
 * Asks the service worker to fetch the new build first (issue 32), then reloads. The worker's
 * module comes only now: it is not part of every page's first load.
 */
const reloadIntoNewBuild = () =>
  void import('../offline/register')
    .then(({ updateServiceWorker }) => updateServiceWorker())
    .catch(() => undefined)
    .finally(() => window.location.reload());

/** Spec §9: the build update check runs every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Asks the server hourly which build it serves; when it is not the one running here, offers
 * a reload (never forces one: the person may be typing).
 */
export function BuildUpdateNotice({
  currentBuildId = __BUILD_ID__,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
}: {
  currentBuildId?: string;
  intervalMs?: number;
}) {
  // Not at start (this page is the build just loaded); first after one interval, then each one.
  const { data } = useQuery({
    queryKey: ['builds', 'latest', currentBuildId],
    queryFn: () => request(() => api.GET('/builds/latest', {})),
    initialData: { buildId: currentBuildId },
    staleTime: Infinity,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    retry: false,
  });
  // Once outdated, always outdated: a failed check later does not hide the offer.
  const outdated = data.buildId !== currentBuildId;
  return outdated ? <UpdateAvailableBanner /> : null;
}

/** The offer to reload into the new build. */
export function UpdateAvailableBanner() {
  return (
    <Box role="status" bg="blue.50" borderBottomWidth="1px" px={4} py={2}>
      <Flex align="center" justify="center" gap={4} wrap="wrap">
        <Text>
          <FormattedMessage id="build.updateAvailable" />
        </Text>
        <Button size="sm" colorPalette="blue" onClick={reloadIntoNewBuild}>
          <FormattedMessage id="build.reload" />
        </Button>
      </Flex>
    </Box>
  );
}

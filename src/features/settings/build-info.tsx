import { useQuery } from '@tanstack/react-query';
import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { request } from '../../api/query';

/** The server's stand-in when no build-meta.json sits beside index.html (a development server). */
const DEVELOPMENT_BUILD = 'development';

/**
 * The version and build date of the portal the server serves (`builds/meta`), at the foot of
 * the settings page: where staff and support look when a person reports a problem. Quiet
 * text; nothing shows while it loads or if the call fails (it helps, it is never needed).
 */
export function BuildInfo() {
  const intl = useIntl();
  const { data } = useQuery({
    queryKey: ['builds', 'meta'],
    queryFn: () => request(() => api.GET('/builds/meta', {})),
    staleTime: Infinity,
    retry: false,
  });
  if (!data) return null;
  const development = data.buildId === DEVELOPMENT_BUILD;
  return (
    <Text as="footer" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt={3} data-testid="build-info">
      <FormattedMessage
        id={development ? 'accounts.settings.build.development' : 'accounts.settings.build.release'}
        values={{
          version: data.version,
          date: intl.formatDate(data.builtAt, { dateStyle: 'long', timeStyle: 'short' }),
        }}
      />
    </Text>
  );
}

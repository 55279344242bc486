import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { components } from '../../api/schema.gen';

type PublicCertificate = components['schemas']['PublicCertificate'];

const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;
const status = (id: string) => <FormattedMessage id={`certificates.status.${id}`} />;

/** The history of a certificate's status, oldest first: date, from → to, the products a change concerns. */
export function StatusHistory({ history }: { history: PublicCertificate['history'] }) {
  return (
    <Box as="section" aria-labelledby="certificate-history">
      <Heading as="h2" size="md" id="certificate-history" mb={2}>
        <FormattedMessage id="certificates.history.title" />
      </Heading>
      <List.Root as="ol" ps={0} gap={2} data-testid="certificate-history">
        {history.map((line, i) => (
          <List.Item key={i} listStyleType="none" data-testid="history-line">
            <Text>
              <Text as="span" fontWeight="semibold">
                {day(line.date)}
              </Text>
              {': '}
              {line.from === null ? (
                <>
                  <FormattedMessage id="certificates.history.issued" />
                  {' → '}
                  {status(line.to)}
                </>
              ) : (
                <FormattedMessage id="certificates.history.change" values={{ from: status(line.from), to: status(line.to) }} />
              )}
            </Text>
            {line.items.length > 0 && (
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage id="certificates.history.products" values={{ items: line.items.join(', ') }} />
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** The certification body that issued the certificate: name, code, how to reach it. */
export function CertificateBody({ body }: { body: PublicCertificate['body'] }) {
  return (
    <Box as="section" aria-labelledby="certificate-body">
      <Heading as="h2" size="md" id="certificate-body" mb={2}>
        <FormattedMessage id="certificates.bodyDetails.title" />
      </Heading>
      <Stack gap={1} data-testid="certificate-body">
        <Text>
          <FormattedMessage id="certificates.body" />
        </Text>
        <Text>
          <FormattedMessage id="certificates.bodyDetails.code" />: {body.code}
        </Text>
        <Text>
          <FormattedMessage id="certificates.bodyDetails.email" />:{' '}
          <Link href={`mailto:${body.email}`} colorPalette="green">
            {body.email}
          </Link>
        </Text>
        {body.phone && (
          <Text>
            <FormattedMessage id="certificates.bodyDetails.phone" />:{' '}
            <Link href={`tel:${body.phone.replace(/\s+/g, '')}`} colorPalette="green">
              {body.phone}
            </Link>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

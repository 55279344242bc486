import type { ReactNode } from 'react';
import { Box, Link, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { components } from '../../api/schema.gen';
import { publicDay, statusName } from './public-values';
import { Section } from '../shared/section';

type PublicCertificate = components['schemas']['PublicCertificate'];


/** One fact of the certificate's public page, in a `<dl>`: its label above, its value below. */
export function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="bold" fontSize="sm" color="gray.700">
        <FormattedMessage id={labelId} />
      </Text>
      <Text as="dd" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/** The history of a certificate's status, oldest first: date, from → to, the products a change concerns. */
export function StatusHistory({ history }: { history: PublicCertificate['history'] }) {
  return (
    <Section id="certificate-history" titleId="certificates.history.title">
      <List.Root as="ol" ps={0} gap={2} data-testid="certificate-history">
        {history.map((line, i) => (
          <List.Item key={i} listStyleType="none" data-testid="history-line">
            <Text>
              <Text as="span" fontWeight="semibold">
                {publicDay(line.date)}
              </Text>
              {': '}
              {line.from === null ? (
                <>
                  {line.valid_from ? <FormattedMessage id="certificates.history.issuedValidFrom" values={{ date: publicDay(line.valid_from) }} /> : <FormattedMessage id="certificates.history.issued" />}
                  {' → '}
                  {statusName(line.to)}
                </>
              ) : (
                <FormattedMessage id="certificates.history.change" values={{ from: statusName(line.from), to: statusName(line.to) }} />
              )}
            </Text>
            {line.renewed_by && (
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage id="certificates.history.renewedBy" values={{ number: line.renewed_by }} />
              </Text>
            )}
            {line.items.length > 0 && (
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage id="certificates.history.products" values={{ items: line.items.join(', ') }} />
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Section>
  );
}

/** The moment an answer held, in the reader's own time with its zone ("28 Nov 2026, 09:59 EET"): the same moment reads the same everywhere. */
export const AS_OF_FORMAT = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** The certification body that issued the certificate: name, code, how to reach it. */
export function CertificateBody({ body }: { body: PublicCertificate['body'] }) {
  return (
    <Section id="certificate-body" titleId="certificates.bodyDetails.title">
      <Stack gap={3} data-testid="certificate-body">
        <Text>
          <FormattedMessage id="certificates.body" />
        </Text>
        <Stack as="dl" gap={3}>
          <Fact labelId="certificates.bodyDetails.code">{body.code}</Fact>
          <Fact labelId="certificates.bodyDetails.email">
            <Link href={`mailto:${body.email}`} colorPalette="green">
              {body.email}
            </Link>
          </Fact>
          {body.phone && (
            <Fact labelId="certificates.bodyDetails.phone">
              <Link href={`tel:${body.phone.replace(/\s+/g, '')}`} colorPalette="green">
                {body.phone}
              </Link>
            </Fact>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}

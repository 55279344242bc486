import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';
import { CertificateStatusBadge } from './certificate-status-badge';
import { languageOf } from '../../i18n/locales';
import { BusyButton } from '../../forms/busy-button';

type Certificate = NonNullable<components['schemas']['LifecycleView']['certificate']>;
// a PDF in the portal's language, Greek (the certification body's) otherwise
const pdfLocale = (locale: string) => languageOf(locale, 'el');
const day = (iso: string) => <FormattedDate value={`${iso}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

/** Downloads the certificate PDF, drawn now from the record, in the portal's language. */
function CertificatePdfDownload({ applicationId, number }: { applicationId: string; number: string }) {
  const intl = useIntl();
  const locale = pdfLocale(intl.locale);
  const { mutate, isPending, isError } = useMutation({
    mutationFn: () =>
      request(() =>
        api.GET('/applications/{id}/certificate/pdf', { params: { path: { id: applicationId }, query: { locale } }, parseAs: 'blob' }),
      ),
    onSuccess: (pdf) => {
      const url = URL.createObjectURL(pdf as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `certificate-${number}-${locale}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <HStack gap={3} wrap="wrap">
      <BusyButton onlineOnly variant="outline" colorPalette="green" onClick={() => mutate()} busy={isPending}>
        <FormattedMessage id="certificates.download" />
      </BusyButton>
      {isError && (
        <Text role="alert" color="red.700">
          <FormattedMessage id="errors.downloadFailed" />
        </Text>
      )}
    </HStack>
  );
}

/** The issued certificate in the application's records: its live status, its PDF and its public page. */
export function CertificateRecord({ applicationId, certificate }: { applicationId: string; certificate: Certificate }) {
  return (
    <Stack gap={2} data-testid="certificate-record">
      <Text>
        <FormattedMessage
          id="lifecycle.record.certificate"
          values={{ number: certificate.number, from: day(certificate.valid_from), to: day(certificate.valid_to), scope: certificate.scope }}
        />
      </Text>
      {certificate.traces_number && (
        <Text>
          <FormattedMessage id="certificates.field.traces" />: {certificate.traces_number}
        </Text>
      )}
      {certificate.ggn && (
        <Text data-testid="certificate-ggn">
          <FormattedMessage id="certificates.field.ggn" />: {certificate.ggn}
        </Text>
      )}
      <HStack gap={2} wrap="wrap">
        <CertificateStatusBadge status={certificate.status} />
        {certificate.suspended_items.length > 0 && <Text>{certificate.suspended_items.join(', ')}</Text>}
      </HStack>
      {certificate.status_reason && certificate.stored_status !== 'active' && <Text whiteSpace="pre-wrap">{certificate.status_reason}</Text>}
      <CertificatePdfDownload applicationId={applicationId} number={certificate.number} />
      <Link asChild colorPalette="green" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to={certificate.verify_path} target="_blank" rel="noopener">
          <FormattedMessage id="certificates.publicPage" />
        </RouterLink>
      </Link>
    </Stack>
  );
}

import { useMutation } from '@tanstack/react-query';
import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { languageOf } from '../../i18n/locales';
import { BusyButton } from '../../forms/busy-button';

// a PDF in the portal's language, Greek (the certification body's) otherwise
const pdfLocale = (locale: string) => languageOf(locale, 'el');

/** Which document: the application itself, or the standing order of an organic application (from the customer's profile). */
type Printed = 'application' | 'standingOrder';

const fetchPdf = (printed: Printed, id: string, locale: string) => {
  const params = { path: { id }, query: { locale } };
  return printed === 'application'
    ? api.GET('/applications/{id}/pdf', { params, parseAs: 'blob' })
    : api.GET('/applications/{id}/standing-order/pdf', { params, parseAs: 'blob' });
};

const LABEL: Record<Printed, string> = { application: 'applications.submission.downloadPdf', standingOrder: 'applications.submission.downloadStandingOrder' };
const FILE: Record<Printed, string> = { application: 'application', standingOrder: 'standing-order' };

/** Downloads the application (or its standing order) filled in as a PDF, in the portal's language, to sign. */
export function PdfDownload({ applicationId, reference, printed = 'application' }: { applicationId: string; reference: string; printed?: Printed }) {
  const intl = useIntl();
  const { mutate, isPending: busy, isError: failed } = useMutation({
    mutationFn: () => request(() => fetchPdf(printed, applicationId, pdfLocale(intl.locale))),
    onSuccess: (pdf) => {
      const url = URL.createObjectURL(pdf as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${FILE[printed]}-${reference}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  const download = () => mutate();

  return (
    <HStack gap={3} wrap="wrap">
      <BusyButton variant="outline" colorPalette="green" onClick={download} busy={busy}>
        <FormattedMessage id={LABEL[printed]} />
      </BusyButton>
      {failed && (
        <Text role="alert" color="red.700">
          <FormattedMessage id="errors.downloadFailed" />
        </Text>
      )}
    </HStack>
  );
}

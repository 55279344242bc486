import { useMutation } from '@tanstack/react-query';
import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { languageOf } from '../../i18n/locales';
import { BusyButton } from '../../forms/busy-button';

// a PDF in the portal's language, Greek (the certification body's) otherwise
const pdfLocale = (locale: string) => languageOf(locale, 'el');

/** Downloads the application filled in as a PDF, in the portal's language, to sign. */
export function PdfDownload({ applicationId, reference }: { applicationId: string; reference: string }) {
  const intl = useIntl();
  const { mutate, isPending: busy, isError: failed } = useMutation({
    mutationFn: () =>
      request(() =>
        api.GET('/applications/{id}/pdf', {
          params: { path: { id: applicationId }, query: { locale: pdfLocale(intl.locale) } },
          parseAs: 'blob',
        }),
      ),
    onSuccess: (pdf) => {
      const url = URL.createObjectURL(pdf as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `application-${reference}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  const download = () => mutate();

  return (
    <HStack gap={3} wrap="wrap">
      <BusyButton variant="outline" colorPalette="green" onClick={download} busy={busy}>
        <FormattedMessage id="applications.submission.downloadPdf" />
      </BusyButton>
      {failed && (
        <Text role="alert" color="red.700">
          <FormattedMessage id="errors.downloadFailed" />
        </Text>
      )}
    </HStack>
  );
}

import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';

type PdfLocale = 'el' | 'en' | 'es';
const pdfLocale = (locale: string): PdfLocale => (['el', 'en', 'es'].includes(locale.slice(0, 2)) ? (locale.slice(0, 2) as PdfLocale) : 'el');

/** Downloads the application filled in as a PDF, in the portal's language, to sign. */
export function PdfDownload({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    const result = await api
      .GET('/applications/{id}/pdf', {
        params: { path: { id: applicationId }, query: { locale: pdfLocale(intl.locale) } },
        parseAs: 'blob',
      })
      .catch(() => null);
    setBusy(false);
    if (!result?.data) {
      setFailed(true);
      return;
    }
    const url = URL.createObjectURL(result.data as Blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `application-${applicationId.slice(0, 8)}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <HStack gap={3} wrap="wrap">
      <Button variant="outline" colorPalette="green" onClick={() => void download()} loading={busy}>
        <FormattedMessage id="applications.submission.downloadPdf" />
      </Button>
      {failed && (
        <Text role="alert" color="red.700">
          <FormattedMessage id="upload.errors.downloadFailed" />
        </Text>
      )}
    </HStack>
  );
}

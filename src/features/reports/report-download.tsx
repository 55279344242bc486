import { useMutation } from '@tanstack/react-query';
import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BusyButton } from '../../forms/busy-button';
import { reportFile, type ReportFormat, type StaffReport } from './reports-queries';

/**
 * One of a finished report's files: fetched with the staff member's sign-in (the files are
 * theirs to read alone) and handed to the browser as a download; a failure is told beside it.
 */
export function ReportDownload({ report, format, label }: { report: StaffReport; format: ReportFormat; label: string }) {
  const { mutate, isPending, isError } = useMutation({
    mutationFn: () => reportFile(report.id, format),
    onSuccess: (blob) => {
      const href = URL.createObjectURL(blob);
      const anchor = Object.assign(document.createElement('a'), { href, download: `${report.kind.replace(/_/g, '-')}-${report.from}-${report.to}.${format}`, rel: 'noopener' });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      // the browser has taken the bytes once the click is handled; a moment later they can go
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    },
  });
  return (
    <Stack gap={1}>
      <BusyButton size="sm" variant="outline" colorPalette="green" aria-label={label} busy={isPending} onClick={() => mutate()}>
        <FormattedMessage id={`reports.download.${format}`} />
      </BusyButton>
      {isError && (
        <Text role="alert" fontSize="sm" color="red.700">
          <FormattedMessage id="errors.downloadFailed" />
        </Text>
      )}
    </Stack>
  );
}

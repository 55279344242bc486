import { useState, type MouseEvent } from 'react';
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { downloadDocument, downloadProblem } from '../../../renderers/file-upload';
import type { LifecycleDocument } from './lifecycle-api';

/**
 * A step's documents as download links (signed, short-lived; a reload gets fresh ones). A
 * click downloads through fetch, so that a refusal (the store down) is said here and the
 * person stays on the page.
 */
export function DocumentLinks({ documents }: { documents: readonly (LifecycleDocument | null)[] }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const present = documents.filter((d): d is LifecycleDocument => d !== null);
  if (!present.length) return null;
  const download = (doc: LifecycleDocument) => async (event: MouseEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await downloadDocument(doc.download_url, doc.name);
    } catch (error) {
      setProblem(downloadProblem(error));
    }
  };
  return (
    <Stack gap={1}>
      <HStack gap={3} wrap="wrap">
        {present.map((doc) => (
          <Link key={doc.id} href={doc.download_url} download={doc.name} onClick={download(doc)} colorPalette="green" textDecoration="underline">
            {intl.formatMessage({ id: 'upload.downloadName' }, { name: doc.name })}
          </Link>
        ))}
      </HStack>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {intl.formatMessage({ id: problem })}
        </Text>
      )}
    </Stack>
  );
}

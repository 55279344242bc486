import { useState, type MouseEvent } from 'react';
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { downloadDocument, downloadProblem, formatSize } from '../../../renderers/file-upload';
import type { LifecycleDocument } from './lifecycle-api';

interface DocumentLinksProps {
  documents: readonly (LifecycleDocument | null)[];
  /** What the documents are, as message ids ("Signed offer"): one for all, or one per document. */
  kinds: string | readonly string[];
}

/**
 * A step's documents as download links (signed, short-lived; a reload gets fresh ones), each
 * named by what it is and its size ("Signed offer, 12 KB"), not by the file's name, which says
 * little to the reader; the name is added where several documents are of one kind. A click
 * downloads through fetch, so that a refusal (the store down) is said here and the person
 * stays on the page.
 */
export function DocumentLinks({ documents, kinds }: DocumentLinksProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const present = documents.flatMap((doc, i) => (doc ? [{ doc, kind: typeof kinds === 'string' ? kinds : (kinds[i] ?? kinds[0]!) }] : []));
  if (!present.length) return null;
  const several = (kind: string) => present.filter((item) => item.kind === kind).length > 1;
  const label = ({ doc, kind }: (typeof present)[number]) =>
    intl.formatMessage(
      { id: several(kind) ? 'lifecycle.document.linkNamed' : 'lifecycle.document.link' },
      { kind: intl.formatMessage({ id: kind }), name: doc.name, size: formatSize(doc.size, intl) },
    );
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
        {present.map((item) => (
          <Link key={item.doc.id} href={item.doc.download_url} download={item.doc.name} onClick={download(item.doc)} colorPalette="green" textDecoration="underline">
            {label(item)}
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

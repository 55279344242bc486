import { HStack, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { LifecycleDocument } from './lifecycle-api';

/** A step's documents as download links (signed, short-lived; a reload gets fresh ones). */
export function DocumentLinks({ documents }: { documents: readonly (LifecycleDocument | null)[] }) {
  const intl = useIntl();
  const present = documents.filter((d): d is LifecycleDocument => d !== null);
  if (!present.length) return null;
  return (
    <HStack gap={3} wrap="wrap">
      {present.map((doc) => (
        <Link key={doc.id} href={doc.download_url} download={doc.name} colorPalette="green" textDecoration="underline">
          {intl.formatMessage({ id: 'upload.downloadName' }, { name: doc.name })}
        </Link>
      ))}
    </HStack>
  );
}

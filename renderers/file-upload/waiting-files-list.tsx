import { List } from '@chakra-ui/react';
import type { FileRef } from './file-ref';
import { PendingUploadRow } from './pending-upload-row';
import { useWaitingFiles } from './use-waiting-files';
import { WaitingFileRow } from './waiting-file-row';

export interface WaitingFilesListProps {
  account: string;
  field: string;
  onUploaded: (ref: FileRef) => void;
}

/**
 * A field's files kept on the device (issue 32): waiting, refused, or on their way up with
 * progress. Lazy (file-upload-field.tsx): a form's first load does not carry it.
 */
export default function WaitingFilesList(props: WaitingFilesListProps) {
  const kept = useWaitingFiles(props);
  if (kept.waiting.length === 0) return null;
  return (
    <List.Root as="ul" listStyle="none" ms={0} data-testid="waiting-files">
      {kept.waiting.map((file) =>
        kept.sending?.key === file.key ? (
          <PendingUploadRow key={file.key} upload={{ key: file.key, name: file.name, progress: kept.sending.progress }} onCancel={() => kept.remove(file.key)} onDismiss={() => kept.remove(file.key)} />
        ) : (
          <WaitingFileRow key={file.key} file={file} onRemove={() => kept.remove(file.key)} />
        ),
      )}
    </List.Root>
  );
}

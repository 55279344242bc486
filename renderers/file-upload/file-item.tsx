import { useState, type MouseEvent } from 'react';
import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatSize } from './file-checks';
import { isPreviewable, type FileRef } from './file-ref';
import { FilePreview } from './file-preview';
import { useFileTransport } from './file-transport';
import { downloadDocument, downloadProblem } from './download-document';

export interface FileItemProps {
  file: FileRef;
  /** Omitted when the form is read-only. */
  onRemove?: () => void;
}

/** One stored file: name, size, download, preview (images and PDF) and remove. */
export function FileItem({ file, onRemove }: FileItemProps) {
  const intl = useIntl();
  const transport = useFileTransport();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Links are signed for a few minutes, so each click asks for a fresh one.
  const download = async (event: MouseEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { download_url } = await transport.links(file.id);
      await downloadDocument(download_url, file.name);
    } catch (error) {
      setProblem(downloadProblem(error));
    }
  };

  const togglePreview = async () => {
    setProblem(null);
    if (previewUrl) return setPreviewUrl(null);
    try {
      const { preview_url } = await transport.links(file.id);
      if (!preview_url) throw new Error('not previewable');
      setPreviewUrl(preview_url);
    } catch {
      setProblem('errors.previewFailed');
    }
  };

  return (
    <Box as="li" py={2} borderBottomWidth="1px" borderColor="border.muted">
      <HStack gap={3} flexWrap="wrap">
        <Text fontWeight="medium" wordBreak="break-all">
          {file.name}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {formatSize(file.size, intl)}
        </Text>
        <HStack gap={1} ms="auto">
          <Link
            href={`/api/files/${encodeURIComponent(file.id)}/content`}
            onClick={download}
            aria-label={intl.formatMessage({ id: 'upload.downloadName' }, { name: file.name })}
            fontSize="sm"
            px={2}
          >
            {intl.formatMessage({ id: 'upload.download' })}
          </Link>
          {isPreviewable(file.media_type) && (
            <Button
              size="xs"
              variant="ghost"
              aria-expanded={!!previewUrl}
              aria-label={previewUrl ? undefined : intl.formatMessage({ id: 'upload.previewName' }, { name: file.name })}
              onClick={togglePreview}
            >
              {intl.formatMessage({ id: previewUrl ? 'upload.hidePreview' : 'upload.preview' })}
            </Button>
          )}
          {onRemove && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={intl.formatMessage({ id: 'upload.removeName' }, { name: file.name })}
              onClick={onRemove}
            >
              {intl.formatMessage({ id: 'upload.remove' })}
            </Button>
          )}
        </HStack>
      </HStack>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm" mt={1}>
          {intl.formatMessage({ id: problem })}
        </Text>
      )}
      {previewUrl && (
        <FilePreview url={previewUrl} name={file.name} mediaType={file.media_type} onError={() => setProblem('errors.previewFailed')} />
      )}
    </Box>
  );
}

import { Image, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface FilePreviewProps {
  /** The file's signed `preview_url` (served inline by /api). */
  url: string;
  name: string;
  mediaType: string;
  onError: () => void;
}

/**
 * An image inline, or a PDF in a frame. The app's CSP allows this: frames fall back to
 * `default-src 'self'` and /api is the same origin; `frame-ancestors 'none'` is sent only with
 * the app's pages, not with /api answers. <object>/<embed> would not do (`object-src 'none'`).
 */
export function FilePreview({ url, name, mediaType, onError }: FilePreviewProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'upload.previewTitle' }, { name });
  if (mediaType.startsWith('image/')) {
    return <Image src={url} alt={title} maxH="24rem" objectFit="contain" mt={2} onError={onError} />;
  }
  return (
    <chakra.iframe src={url} title={title} width="100%" height="32rem" mt={2} borderWidth="1px" borderColor="border" rounded="md" />
  );
}

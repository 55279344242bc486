export { FileUploadField } from './file-upload-field';
export { FileTransportProvider, FileTransportError, type FileTransport, type FileLinks, type UploadOptions } from './file-transport';
export { downloadDocument, downloadProblem } from './download-document';
export { createXhrFileTransport, type XhrFileTransportOptions } from './xhr-file-transport';
export type { FileRef } from './file-ref';
export { formatSize } from './file-checks';
export { FilePreview } from './file-preview';

import type { IntlShape } from 'react-intl';

/** The API's default limit (MAX_UPLOAD_BYTES); a form may ask for less with `ui:options.maxSize`. */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

// The types the API accepts by their content, with the extensions they go by.
const KNOWN_TYPES: { mime: string; extensions: string[]; label: string }[] = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'], label: 'Word' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['.xlsx'], label: 'Excel' },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'], label: 'ODT' },
  { mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['.ods'], label: 'ODS' },
];

export const DEFAULT_ACCEPT = KNOWN_TYPES.map((t) => t.mime);

export interface UploadLimits {
  /** `accept` tokens as an <input type=file> takes them: media types, `type/*`, `.ext`. */
  accept: string[];
  maxSize: number;
}

/** Limits from `ui:options`: `accept` (string or list) and `maxSize` (bytes). */
export function limitsFrom(options: Record<string, unknown>): UploadLimits {
  const raw = Array.isArray(options.accept) ? options.accept : typeof options.accept === 'string' ? options.accept.split(',') : [];
  const accept = raw.map((token) => String(token).trim().toLowerCase()).filter(Boolean);
  const maxSize = typeof options.maxSize === 'number' && options.maxSize > 0 ? Math.min(options.maxSize, DEFAULT_MAX_BYTES) : DEFAULT_MAX_BYTES;
  return { accept: accept.length ? accept : DEFAULT_ACCEPT, maxSize };
}

function matchesToken(file: { name: string; type: string }, token: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  if (token.startsWith('.')) return name.endsWith(token);
  if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
  if (type === token) return true;
  // Some systems send no type (or a generic one) for office files: go by the extension.
  return !!KNOWN_TYPES.find((t) => t.mime === token)?.extensions.some((ext) => name.endsWith(ext));
}

/**
 * The message id for a file the browser can already refuse, or null. Only a courtesy: the
 * API judges the type by the content and refuses by itself.
 */
export function checkFile(file: { name: string; type: string; size: number }, limits: UploadLimits): string | null {
  if (!limits.accept.some((token) => matchesToken(file, token))) return 'errors.invalidFileType';
  if (file.size > limits.maxSize) return 'errors.fileTooLarge';
  return null;
}

/** "PDF, PNG, JPEG" for the accepted tokens. */
export function acceptLabel(accept: string[]): string {
  const labels = accept.flatMap((token) => {
    const known = KNOWN_TYPES.filter((t) =>
      token.endsWith('/*') ? t.mime.startsWith(token.slice(0, -1)) : t.mime === token || t.extensions.includes(token),
    );
    return known.length ? known.map((t) => t.label) : [token];
  });
  return [...new Set(labels)].join(', ');
}

/** A size as people read it, in the current language: 850 kB, 2.4 MB. */
export function formatSize(bytes: number, intl: IntlShape): string {
  // CLDR's short "byte" is the English word in Greek ("600 byte"); the symbol B reads in every language
  if (bytes < 1024) return `${intl.formatNumber(bytes)} B`;
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** What a form keeps for an uploaded document (schemas/_defs/file-ref.schema.json). */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  media_type: string;
}

export const isFileRef = (value: unknown): value is FileRef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as FileRef).id === 'string' &&
  typeof (value as FileRef).name === 'string' &&
  typeof (value as FileRef).size === 'number' &&
  typeof (value as FileRef).media_type === 'string';

/** The references in a field's value, which is one reference or an array of them. */
export function refsOf(value: unknown): FileRef[] {
  if (Array.isArray(value)) return value.filter(isFileRef);
  return isFileRef(value) ? [value] : [];
}

/** Only the four properties of a reference: the API answers with more (links, dates). */
export const toFileRef = (value: FileRef): FileRef => ({
  id: value.id,
  name: value.name,
  size: value.size,
  media_type: value.media_type,
});

/** Whether a browser can show the type by itself (the API gives those a preview link). */
export const isPreviewable = (mediaType: string) =>
  mediaType === 'application/pdf' || ['image/png', 'image/jpeg', 'image/webp'].includes(mediaType);

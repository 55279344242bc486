const MAX_NAME_LENGTH = 255;

/** A file name as the user's device gave it, made safe to store and to show: no path, no control characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, MAX_NAME_LENGTH).join('') || 'file';
}

/**
 * A Content-Disposition header (RFC 6266): an ASCII `filename` for old clients and the
 * exact name as `filename*=UTF-8''…` (RFC 8187).
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import { PHOTO_EDGES, photoSize } from './photo-size';

/**
 * The longest side, in pixels, a photo is kept at by default when attached without a connection
 * (issue 32): a phone's 12-megapixel photo (3–5 MB) becomes a few hundred kB, so a day of
 * evidence fits the device and goes up quickly between masts, and a label or a leaf stays
 * legible. The device's setting may choose another (photo-size.ts).
 */
export const PHOTO_MAX_EDGE_PX = PHOTO_EDGES.standard as number;
const JPEG_QUALITY = 0.85;

/** The size a `width` × `height` picture is scaled to so its longest side is at most `maxEdge`. */
export function fittedSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A JPEG or WebP photo larger than the device's setting, scaled down (as JPEG); anything else, or a
 * browser that cannot draw it, as it is. PNGs are left alone: they are scans and drawings,
 * whose detail a JPEG would blur.
 */
export async function resizePhoto(file: File, maxEdge: number | null = PHOTO_EDGES[photoSize()]): Promise<File> {
  if (maxEdge === null || !['image/jpeg', 'image/webp'].includes(file.type) || typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fittedSize(bitmap.width, bitmap.height, maxEdge);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}

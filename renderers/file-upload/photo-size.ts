/**
 * The size photos attached without a connection are kept at on this device (issue 32), a
 * setting of the device's (settings page): a phone short of space keeps them smaller, an
 * inspector who needs a label legible keeps them larger, or as taken.
 */
export const PHOTO_SIZES = ['small', 'standard', 'large', 'original'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The longest side in pixels of each size; `original` keeps the photo as taken. */
export const PHOTO_EDGES: Record<PhotoSize, number | null> = { small: 1024, standard: 1600, large: 2560, original: null };

const KEY = 'photo-size';

export function photoSize(): PhotoSize {
  try {
    const saved = globalThis.localStorage?.getItem(KEY);
    return PHOTO_SIZES.find((size) => size === saved) ?? 'standard';
  } catch {
    return 'standard';
  }
}

export function setPhotoSize(size: PhotoSize): void {
  try {
    globalThis.localStorage?.setItem(KEY, size);
  } catch {
    // storage blocked: the standard size stays
  }
}

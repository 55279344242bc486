import { describe, expect, it } from 'vitest';
import { fittedSize, PHOTO_MAX_EDGE_PX, resizePhoto } from '../../../renderers/file-upload/resize-photo';
import { PHOTO_EDGES, photoSize, setPhotoSize } from '../../../renderers/file-upload/photo-size';
import { installLocalStorage } from '../offline/device-storage';

installLocalStorage();

describe('a photo attached offline is kept at a sensible size', () => {
  it('a 12-megapixel phone photo keeps its proportions with its longest side at the setting', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: PHOTO_MAX_EDGE_PX, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: PHOTO_MAX_EDGE_PX });
  });

  it('a photo already small enough is not enlarged', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('a PDF or a scan (PNG) is kept as it is', async () => {
    const pdf = new File(['%PDF-1.4'], 'map.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'scan.png', { type: 'image/png' });
    expect(await resizePhoto(pdf)).toBe(pdf);
    expect(await resizePhoto(png)).toBe(png);
  });
});

describe('the size photos are kept at is a setting of the device', () => {
  it('is the standard size until the person chooses another, and none for "as taken"', () => {
    localStorage.removeItem('photo-size');
    expect(PHOTO_EDGES[photoSize()]).toBe(PHOTO_MAX_EDGE_PX);
    setPhotoSize('small');
    expect(PHOTO_EDGES[photoSize()]).toBe(1024);
    setPhotoSize('original');
    expect(PHOTO_EDGES[photoSize()]).toBeNull();
    localStorage.setItem('photo-size', 'huge');
    expect(photoSize()).toBe('standard');
  });
});

import sharp from 'sharp';
import { HttpError, unsupportedMediaType } from './http-errors.js';

/** Refuses decompression bombs: no image above 40 megapixels is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** What the bytes really are, whatever the file was called. */
function imageKind(data: Buffer): 'png' | 'jpeg' | 'webp' | 'gif' | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'gif';
  return undefined;
}

/**
 * Re-encodes an uploaded image as PNG, turned upright and no larger than `maxSide`, with every
 * piece of metadata (EXIF, GPS, ICC comments) left behind.
 */
export async function reencodeAsPng(data: Buffer, maxSide: number): Promise<Buffer> {
  if (!imageKind(data)) {
    throw unsupportedMediaType('El archivo debe ser una imagen PNG, JPEG, WebP o GIF.');
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } catch {
    throw new HttpError(422, 'La imagen está dañada o es demasiado grande.', {
      file: ['La imagen está dañada o es demasiado grande.'],
    });
  }
}

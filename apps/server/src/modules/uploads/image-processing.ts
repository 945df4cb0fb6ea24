import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { uploadMessages } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { renderImageVariants, type RenderedVariant } from './image-variants';

/** Recognised by their bytes, never by the file name or the browser's content type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);
/**
 * The stored image, whose URL the API hands out (and the source of its AVIF and WebP variants, see
 * image-variants.ts); smaller images are never enlarged.
 */
export const STORED_IMAGE_WIDTH = 1200;
const WEBP_QUALITY = 82;
/** A 5 MB file can still declare a huge canvas (a decompression bomb); 100 megapixels covers any camera. */
const MAX_INPUT_PIXELS = 100_000_000;
const tooManyPixels = 'Image dimensions are too large (at most 100 megapixels)';

export interface PreparedImage {
  /** Content hash + .webp: the same picture uploaded twice is one file. */
  fileName: string;
  data: Buffer;
  width: number;
  height: number;
  /** Made from `data` (not from the upload), so a variant made later on first request is the same file. */
  variants: RenderedVariant[];
}

/**
 * An SVG is XML text and can carry scripts, so it is refused. file-type does not recognise text formats: skip a
 * byte-order mark, whitespace, the XML prolog, comments and a doctype, then look for the root element.
 */
export function looksLikeSvg(input: Buffer): boolean {
  let text = input
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const preamble = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;
  for (let match = preamble.exec(text); match; match = preamble.exec(text)) text = text.slice(match[0].length);
  return /^<svg[\s>/:]/i.test(text);
}

/**
 * Checks the bytes are a raster image and re-encodes them: EXIF orientation applied, at most STORED_IMAGE_WIDTH
 * wide, WebP, plus its variants. Re-encoding drops every metadata block (EXIF, GPS, XMP) and anything smuggled
 * after the image data; an animated GIF or WebP keeps its first frame.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (looksLikeSvg(input)) throw new AppError('BAD_REQUEST', uploadMessages.svgRefused);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('BAD_REQUEST', uploadMessages.notAnImage);
  const { data, info } = await reencode(input);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const variants = await renderImageVariants(data, hash);
  return { fileName: `${hash}.webp`, data, width: info.width, height: info.height, variants };
}

async function reencode(input: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: STORED_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // The header said image, the body could not be decoded (truncated, corrupt) or is too large to decode.
    const message =
      error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels : uploadMessages.notAnImage;
    throw new AppError('BAD_REQUEST', message);
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_CONTENT_TYPES, type UploadResult } from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { prepareImage, type PreparedImage } from './image-processing';
import { parseVariantFileName } from './image-variants';
import { readOrCreateVariant, writeFileAtomically } from './variant-files';
import * as repo from './uploads.repository';

export { prepareImage, type PreparedImage };

/** Stored names are the content hash; only such names (and their variants' names) are ever served. */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32,64}\.webp$/;
const UPLOAD_HASH = /^[a-f0-9]{32,64}$/;
/** Demo picture names (db/seed/images/{name}.jpg). */
const DEMO_IMAGE_NAME = /^[a-z0-9][a-z0-9-]*$/;
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface UploadsDeps {
  db: Db;
  /** DATA_DIR/uploads */
  uploadsDir: string;
}

export interface DemoImageDirs {
  /** The committed demo pictures (db/seed/images). */
  demoImagesDir: string;
  /** Where their variants are kept once made (DATA_DIR/demo-images): generated files are never committed. */
  demoVariantsDir: string;
}

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/**
 * Records and writes a prepared image. Called inside the caller's transaction, the row is rolled back with it;
 * the file is written last, so a failed write rolls the row back too.
 */
export async function saveImage(
  db: Executor,
  uploadsDir: string,
  image: PreparedImage,
  uploadedById: number,
): Promise<UploadResult> {
  await repo.recordUpload(db, {
    fileName: image.fileName,
    contentType: 'image/webp',
    bytes: image.data.length,
    width: image.width,
    height: image.height,
    uploadedById,
  });
  // The variants first: once the stored image is there, a missing variant would be made again on request.
  await Promise.all(image.variants.map((v) => writeFileAtomically(path.join(uploadsDir, v.fileName), v.data)));
  await writeFileAtomically(path.join(uploadsDir, image.fileName), image.data);
  return { url: `${UPLOADS_URL_PREFIX}${image.fileName}`, width: image.width, height: image.height };
}

/** POST /api/upload: checks, re-encodes and stores one image. */
export async function uploadImage(deps: UploadsDeps, input: Buffer, uploadedById: number): Promise<UploadResult> {
  const image = await prepareImage(input);
  return deps.db.transaction((tx) => saveImage(tx, deps.uploadsDir, image, uploadedById));
}

/**
 * A stored image (`{hash}.webp`) or one of its variants (`{hash}-{width}.{format}`), or undefined for a name that
 * is not one. Uploads from before variants existed get theirs here, on first request.
 */
export async function readStoredImage(uploadsDir: string, fileName: string): Promise<StoredImage | undefined> {
  if (UPLOAD_FILE_NAME.test(fileName)) {
    const data = await readIfExists(path.join(uploadsDir, fileName));
    return data && { data, contentType: 'image/webp' };
  }
  const variant = parseVariantFileName(fileName, UPLOAD_HASH);
  if (!variant) return undefined;
  const data = await readOrCreateVariant({
    sourcePath: path.join(uploadsDir, `${variant.base}.webp`),
    variantPath: path.join(uploadsDir, fileName),
    variant,
  });
  return data && { data, contentType: IMAGE_VARIANT_CONTENT_TYPES[variant.format] };
}

/** A variant of a demo picture (`{name}-{width}.{format}` for `{name}.jpg`), made on first request and kept. */
export async function readDemoImageVariant(dirs: DemoImageDirs, fileName: string): Promise<StoredImage | undefined> {
  const variant = parseVariantFileName(fileName, DEMO_IMAGE_NAME);
  if (!variant) return undefined;
  const data = await readOrCreateVariant({
    sourcePath: path.join(dirs.demoImagesDir, `${variant.base}.jpg`),
    variantPath: path.join(dirs.demoVariantsDir, fileName),
    variant,
    checkFreshness: true,
  });
  return data && { data, contentType: IMAGE_VARIANT_CONTENT_TYPES[variant.format] };
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

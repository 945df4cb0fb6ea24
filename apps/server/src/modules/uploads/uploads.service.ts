import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { prepareImage, type PreparedImage } from './image-processing';
import * as repo from './uploads.repository';

export { prepareImage, type PreparedImage };

/** Stored names are the content hash; only such names are ever served. */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32,64}\.webp$/;
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface UploadsDeps {
  db: Db;
  /** DATA_DIR/uploads */
  uploadsDir: string;
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
  await fs.mkdir(uploadsDir, { recursive: true });
  const target = path.join(uploadsDir, image.fileName);
  // Write then rename: a reader never sees half a file.
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(partial, image.data);
  await fs.rename(partial, target);
  return { url: `${UPLOADS_URL_PREFIX}${image.fileName}`, width: image.width, height: image.height };
}

/** POST /api/upload: checks, re-encodes and stores one image. */
export async function uploadImage(deps: UploadsDeps, input: Buffer, uploadedById: number): Promise<UploadResult> {
  const image = await prepareImage(input);
  return deps.db.transaction((tx) => saveImage(tx, deps.uploadsDir, image, uploadedById));
}

/** The bytes of a stored image, or undefined for a name that is not one. */
export async function readStoredImage(uploadsDir: string, fileName: string): Promise<Buffer | undefined> {
  if (!UPLOAD_FILE_NAME.test(fileName)) return undefined;
  try {
    return await fs.readFile(path.join(uploadsDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

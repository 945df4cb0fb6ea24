import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderImageVariant, type ImageVariant } from './image-variants';

/** Write then rename: a reader (this process or another on a shared volume) never sees half a file. */
export async function writeFileAtomically(target: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, target);
}

/** Variants being encoded by this process, so a burst of requests for a new variant encodes it once. */
const inFlight = new Map<string, Promise<Buffer | undefined>>();

export interface VariantFile {
  /** The image the variant is made from; when it is missing there is no variant either. */
  sourcePath: string;
  /** Where the variant is kept once made. */
  variantPath: string;
  variant: ImageVariant;
  /**
   * Remake a kept variant whose source is newer (a demo picture changed by a release). Uploads are named by
   * their content, so theirs never go stale.
   */
  checkFreshness?: boolean;
}

/**
 * The variant's bytes: the kept file, or made from the source, kept, and returned (images uploaded before
 * variants existed, and the demo pictures, get theirs on first request). Undefined when there is no source.
 * Two processes making the same variant at once both write the same bytes; the rename keeps one.
 */
export async function readOrCreateVariant(file: VariantFile): Promise<Buffer | undefined> {
  const kept = await readKeptVariant(file);
  if (kept) return kept;
  const pending = inFlight.get(file.variantPath);
  if (pending) return pending;
  const created = createVariant(file).finally(() => inFlight.delete(file.variantPath));
  inFlight.set(file.variantPath, created);
  return created;
}

async function readKeptVariant({ sourcePath, variantPath, checkFreshness }: VariantFile): Promise<Buffer | undefined> {
  try {
    if (checkFreshness) {
      const [variantStat, sourceStat] = await Promise.all([fs.stat(variantPath), fs.stat(sourcePath)]);
      if (variantStat.mtimeMs < sourceStat.mtimeMs) return undefined;
    }
    return await fs.readFile(variantPath);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function createVariant({ sourcePath, variantPath, variant }: VariantFile): Promise<Buffer | undefined> {
  let source: Buffer;
  try {
    source = await fs.readFile(sourcePath);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const data = await renderImageVariant(source, variant);
  await writeFileAtomically(variantPath, data);
  return data;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

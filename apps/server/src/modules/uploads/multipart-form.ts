import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '@causeway/contracts';
import { AppError } from '../../lib/errors';

export interface MultipartForm {
  /** Text fields by name (the first of repeated names); a field sent as application/json arrives parsed. */
  fields: Record<string, unknown>;
  /** The bytes of the expected file field; absent when none was chosen (browsers send an empty part). */
  file?: Buffer;
}

const fieldTooLong = 'This field is too long';

/**
 * Reads a whole multipart form: its text fields and the one file of `fileField` (other file fields are read
 * and dropped). The file is held in memory (at most MAX_UPLOAD_BYTES), so the caller can validate the fields
 * before anything is stored. The multipart plugin's errors become the API's own.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) file = data;
      } else {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_FAILED', fieldTooLong, { [part.fieldname]: [fieldTooLong] });
        if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asAppError(error);
  }
  return { fields, file };
}

function asAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', 'Please send one image at a time');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
  }
  // Anything else here is a malformed body (busboy's own errors carry no status): the client's fault.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', uploadMessages.failed);
}

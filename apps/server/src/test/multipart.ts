import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body as a browser would send it, for app.inject. */
export async function multipartBody(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://causeway.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/upload with these form fields, as the holder of the session cookie. */
export async function postUpload(app: FastifyInstance, cookie: string, fields: Record<string, string | FilePart>) {
  const { payload, headers } = await multipartBody(fields);
  return app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
}

/** A real image of the given size and format, in a flat colour. */
export function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' = 'png',
  color = '#3366cc',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

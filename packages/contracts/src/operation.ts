import type { z } from 'zod';

/**
 * One contract per operation (issue 20). An endpoint (zod-free: the web's and the widget's bundles import it) says
 * only where an operation lives; the operation adds who may call it, what it does for the API reference and its
 * zod schemas (params, query, body, the answer per success status), which only the server and the tests load, so
 * no page carries a word of the reference. The server registers each route from its operation, so every answer is
 * serialized through its schema and the OpenAPI document describes it; the web's fetchers take the endpoint and
 * the operation's type, so paths and answers are never written or cast again.
 */
export type Access = 'public' | 'signed-in' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's pattern: '/api/campaigns/:id'. */
  path: string;
}

/**
 * An answer that is not JSON: a document the client downloads or shows (a PDF receipt, a CSV export, the widget's
 * HTML page, an uploaded image), with its media type.
 */
export interface FileAnswer {
  file: string;
}
export const fileAnswer = (contentType: string): FileAnswer => ({ file: contentType });
export const isFileAnswer = (answer: unknown): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer;

/**
 * The parts of a multipart body, for the API reference: the image's field name (required unless `optionalFile`)
 * and the schema of the text fields sent with it (a list travels as JSON text, as OpenAPI's default says).
 */
export interface MultipartForm {
  file: string;
  optionalFile?: boolean;
  fields?: z.ZodType;
}

export interface OperationSchemas {
  /** Who may call it; enforced by one hook on the server (plugins/access-guard.ts), before anything is read. */
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** The feature it belongs to (the reference page groups by it). */
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; `'multipart'` for a form upload (parsed by the handler, described in the API reference). */
  body?: z.ZodType | 'multipart';
  /** With `body: 'multipart'`, the form's parts; one required image named `file` when absent. */
  form?: MultipartForm;
  /** Request headers the operation reads (e.g. the donation's Idempotency-Key). */
  headers?: z.ZodType;
  /** The answer of the one success status; errors all share `{ message, code, fieldErrors? }`. */
  responses: { 200: z.ZodType | FileAnswer } | { 201: z.ZodType } | { 202: z.ZodType } | { 204: null };
  /**
   * An error status whose answer has a body of its own instead of the shared error (the health check's 503 still
   * says which database it tried); the server's handler answers it with `withStatus`.
   */
  errorAnswers?: { readonly [status: number]: z.ZodType };
}

export type Operation = Endpoint & OperationSchemas;

export function operation<const E extends Endpoint, const S extends OperationSchemas>(e: E, schemas: S): E & S {
  return { ...e, ...schemas };
}

/** The success status an operation answers with. */
export function successStatus(op: Pick<Operation, 'responses'>): 200 | 201 | 202 | 204 {
  return Number(Object.keys(op.responses)[0]) as 200 | 201 | 202 | 204;
}

type Out<S> = S extends z.ZodType ? z.output<S> : S extends FileAnswer ? Blob : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a successful call answers. */
export type ResultOf<O extends Operation> = O['responses'] extends { 200: infer R }
  ? Out<R>
  : O['responses'] extends { 201: infer R }
    ? Out<R>
    : O['responses'] extends { 202: infer R }
      ? Out<R>
      : void;
/** What a client sends, before the server's parsing (path parameters may be numbers). */
export type CallInput<O extends Operation> = {
  params?: O['params'] extends z.ZodType ? Record<keyof In<O['params']>, string | number> : undefined;
  query?: In<O['query']>;
  body?: O['body'] extends 'multipart' ? FormData : In<O['body']>;
};
/** What a handler gets, after the server's parsing. */
export type ParsedInput<O extends Operation> = {
  params: Out<O['params']>;
  query: Out<O['query']>;
  body: Out<O['body']>;
};

/** '/api/campaigns/:id' with { id: 7 } → '/api/campaigns/7'. */
export function pathWith(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

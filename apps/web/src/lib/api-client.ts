import {
  pathWith,
  type ApiError as ApiErrorBody,
  type CallInput,
  type Operation,
  type ResultOf,
} from '@causeway/contracts';

/**
 * A non-ok answer from the API. Its text is '{status}: {body text or status text}' (spec section 8);
 * `serverMessage` carries the body's `message` field, which is what users are shown.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, text: string, body?: Partial<ApiErrorBody>) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.fieldErrors = body?.fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when the error came from the API with one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** How a request reaches the API: `fetch` in the browser, the server's own router when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used once by the server renderer (entry-server.tsx), whose requests carry no visitor's cookies. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData which is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
};

function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/** Like apiRequest, and also hands back the response headers (e.g. a list's X-Total-Count). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (multipart uploads) sets its own Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await transport(path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    // The session lives in an httpOnly cookie; every call must carry it.
    credentials: 'include',
    signal,
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  const text = response.status === 204 ? '' : await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * Calls an operation of the contracts (packages/contracts operation.ts) at its endpoint: the path is filled from
 * `params`, the query string from `query`, and the answer has the operation's type, so no path is written here
 * and no answer is cast. `endpoint` is the zod-free half (it keeps zod out of the page's bundle); the operation
 * comes in as a type only.
 */
export async function callOperation<O extends Operation>(
  endpoint: Pick<O, 'method' | 'path'>,
  input: CallInput<O> & { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ResultOf<O>> {
  return (await callOperationWithHeaders<O>(endpoint, input)).data;
}

/** callOperation that also hands back the answer's headers (a list's X-Total-Count). */
export function callOperationWithHeaders<O extends Operation>(
  endpoint: Pick<O, 'method' | 'path'>,
  input: CallInput<O> & { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<{ data: ResultOf<O>; headers: Headers }> {
  const path = pathWith(endpoint.path, input.params as Record<string, string | number> | undefined);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return apiRequestWithHeaders<ResultOf<O>>(`${path}${search}`, {
    method: endpoint.method,
    body: input.body,
    signal: input.signal,
    headers: input.headers,
  });
}

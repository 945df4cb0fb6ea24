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
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's class name, for logs
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

/**
 * Calls an operation of the contracts (packages/contracts operation.ts) at its endpoint: the path is filled from
 * `params`, the query string from `query`, and the answer has the operation's type, so no path is written here
 * and no answer is cast. `endpoint` is the zod-free half (it keeps zod out of the page's bundle); the operation
 * comes in as a type only. The body is JSON, except a FormData, sent as multipart as it is.
 */
export function callOperation<O extends Operation>(
  endpoint: Pick<O, 'method' | 'path'>,
  input: CallInput<O> & { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ResultOf<O>> {
  return callOperationWithHeaders<O>(endpoint, input).then((answer) => answer.data);
}

/** callOperation that also hands back the answer's headers (a list's X-Total-Count). */
export async function callOperationWithHeaders<O extends Operation>(
  endpoint: Pick<O, 'method' | 'path'>,
  input: CallInput<O> & { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<{ data: ResultOf<O>; headers: Headers }> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value != null && value !== '') query.set(key, String(value));
  }
  const path = pathWith(endpoint.path, input.params as Record<string, string | number> | undefined);
  const { body } = input;
  // No Accept header: every API answer is JSON (or the document its operation names), whatever is asked.
  const headers: Record<string, string> = { ...input.headers };
  // A FormData body (multipart uploads) sets its own Content-Type with the boundary. (FormData is global in the
  // browser and in Node, where the server renders pages.)
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await transport(query.size > 0 ? `${path}?${query}` : path, {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    // The session lives in an httpOnly cookie; every call must carry it.
    credentials: 'include',
    signal: input.signal,
  });
  const text = response.status === 204 ? '' : await response.text().catch(() => '');
  if (!response.ok) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): the status text says what there is to say.
    }
    // ApiError reads only fields of the right type, so any JSON (or none) may come in.
    throw new ApiError(response.status, text || response.statusText, parsed as Partial<ApiErrorBody> | undefined);
  }
  return { data: (text ? JSON.parse(text) : undefined) as ResultOf<O>, headers: response.headers };
}

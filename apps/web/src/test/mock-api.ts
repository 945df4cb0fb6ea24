import { apiErrorSchema, successStatus, type ApiError, type Operation } from '@causeway/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API as component tests see it: msw answers the app's own fetch (and XMLHttpRequest) calls in this process,
 * so the code under test runs exactly as in the browser, api-client included. Started, reset and closed for each
 * test file by dom-setup.ts.
 */
export const mockServer = setupServer();

type SuccessSchema<O extends Operation> = O['responses'] extends { 200: infer S }
  ? S
  : O['responses'] extends { 201: infer S }
    ? S
    : O['responses'] extends { 202: infer S }
      ? S
      : undefined;

/** What the server would hand its response schema: the answer of the operation, before serialization. */
export type Fixture<O extends Operation> = SuccessSchema<O> extends z.ZodType ? z.input<SuccessSchema<O>> : undefined;

/** One request an operation received. */
export type RecordedCall = {
  url: URL;
  params: Record<string, string>;
  /** The parsed JSON body, the FormData of a multipart request, or undefined without a body. */
  body: unknown;
  headers: Headers;
};

type Answer<O extends Operation> = Fixture<O> | Response;
/**
 * An answer that depends on the request, or on how many came before (`index` counts from 0). TypeScript widens
 * the literals of an object written inline in a responder ('failed' becomes string), so fixtures with enum fields
 * are declared as `Fixture<typeof op>` constants and returned by name.
 */
export type Responder<O extends Operation> = (call: RecordedCall, index: number) => Answer<O> | Promise<Answer<O>>;

export type MockedOperation = {
  /** Every request in order, for asserting what was sent and how often. */
  readonly calls: RecordedCall[];
};

/**
 * Failures of the contract (a fixture its response schema refuses, a body its request schema refuses), kept
 * for dom-setup.ts to fail the test with: msw would otherwise turn a thrown error into a 500 that the page under
 * test shows as an ordinary server error.
 */
export const contractViolations: string[] = [];

function violation(op: Operation, what: string, error: z.ZodError): Error {
  const message = `${op.method} ${op.path}: ${what} does not match the contract\n${error.message}`;
  contractViolations.push(message);
  return new Error(message);
}

/** The fixture as the server would send it: parsed by the operation's response schema, so drift fails the test. */
function serialize<O extends Operation>(op: O, fixture: Fixture<O>): Response {
  const status = successStatus(op);
  const schema = (op.responses as Record<number, unknown>)[status];
  if (schema === null) return new HttpResponse(null, { status });
  if (!schema || typeof (schema as z.ZodType).safeParse !== 'function') {
    throw new Error(`${op.method} ${op.path}: mockOperation answers JSON operations only`);
  }
  const parsed = (schema as z.ZodType).safeParse(fixture);
  if (!parsed.success) throw violation(op, 'the fixture', parsed.error);
  return HttpResponse.json(parsed.data as never, { status });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers `op` at its endpoint with `respond`: a fixture (checked against the response schema now, so a wrong one
 * fails where it is written), a Response (e.g. `apiError(...)`), or a function of the call for answers that depend
 * on the request or on how many came before. A JSON body the operation's request schema refuses fails the test.
 */
export function mockOperation<O extends Operation>(
  op: O,
  // NoInfer: the operation alone says what the answer is, so a responder's literals ('succeeded') keep their type.
  respond: Answer<NoInfer<O>> | Responder<NoInfer<O>>,
): MockedOperation {
  // Fixtures are data, never functions: a function is the responder.
  const answerTo: Responder<O> = typeof respond === 'function' ? (respond as Responder<O>) : () => respond as Answer<O>;
  if (typeof respond !== 'function' && !(respond instanceof Response)) serialize(op, respond as Fixture<O>);
  const calls: RecordedCall[] = [];
  const handler: HttpHandler = http[op.method.toLowerCase() as 'get'](op.path, async ({ request, params }) => {
    const body = await readBody(request);
    const call: RecordedCall = {
      url: new URL(request.url),
      params: params as Record<string, string>,
      body,
      headers: request.headers,
    };
    calls.push(call);
    if (op.body && op.body !== 'multipart' && !(body instanceof FormData)) {
      const checked = op.body.safeParse(body);
      if (!checked.success) throw violation(op, 'the request body', checked.error);
    }
    const answer = await answerTo(call, calls.length - 1);
    return answer instanceof Response ? answer.clone() : serialize(op, answer);
  });
  mockServer.use(handler);
  return { calls };
}

/** An error answer in the API's one error shape (checked against it): `{ message, code, fieldErrors? }`. */
export function apiError(status: number, body: ApiError): Response {
  return HttpResponse.json(apiErrorSchema.parse(body), { status });
}

import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection, wrapped by the ORM', wrapped(withCode('ECONNREFUSED'))],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a server starting up', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['a statement timeout', withCode('57014')],
    ["the driver's lost connection", wrapped(new Error('Connection terminated unexpectedly'))],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

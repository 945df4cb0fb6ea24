import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids';
import { idParam } from './ids.schemas';

const notIds = [undefined, null, '', 'abc', '0', '012', '1.5', '-3', '12abc', ' 12', '2147483648', '99999999999'];

describe('ids', () => {
  it('parseId takes positive whole numbers up to the largest database integer', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const value of notIds) expect(parseId(value)).toBeNull();
  });

  it('idParam applies the same rule, with the route’s message', () => {
    const schema = idParam('Campaign not found');
    expect(schema.parse('12')).toBe(12);
    for (const value of notIds.filter((v) => typeof v === 'string')) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Campaign not found');
    }
  });
});

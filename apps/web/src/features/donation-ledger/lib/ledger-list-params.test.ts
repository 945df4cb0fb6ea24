import { describe, expect, it } from 'vitest';
import {
  emptyLedgerList,
  ledgerListSearch,
  ledgerQuery,
  minorToTypedAmount,
  parseLedgerListParams,
  sameTypedAmount,
  sortOf,
  sortState,
  typedAmountToMinor,
} from './ledger-list-params';

const parse = (query: string) => parseLedgerListParams(new URLSearchParams(query));

describe('the ledger’s URL', () => {
  it('reads every filter, amounts in dollars as cents, and writes them back the same', () => {
    const query =
      'q=ann&status=refunded&campaign=7&type=recurring&provider=offline&from=2026-01-01&to=2026-01-31&min=25&max=100.5&sort=amount_asc&page=3';
    const state = parse(query);
    expect(state).toEqual({
      q: 'ann',
      status: 'refunded',
      campaignId: 7,
      type: 'recurring',
      provider: 'offline',
      from: '2026-01-01',
      to: '2026-01-31',
      minCents: 2_500,
      maxCents: 10_050,
      currency: null,
      sort: 'amount_asc',
      page: 3,
    });
    expect(ledgerListSearch(state).toString()).toBe(query.replace('max=100.5', 'max=100.50'));
  });

  it('drops what no filter can be, so a mistyped link still shows a list', () => {
    expect(
      parse('status=lost&campaign=0&type=x&provider=paypal&from=2026-02-30&to=soon&min=-5&max=1e3&sort=best&page=0'),
    ).toEqual(emptyLedgerList);
  });

  it('turns ranges given the wrong way round', () => {
    const state = parse('from=2026-03-01&to=2026-01-01&min=100&max=10');
    expect([state.from, state.to, state.minCents, state.maxCents]).toEqual(['2026-01-01', '2026-03-01', 1_000, 10_000]);
  });

  it('reads amounts in the currency filtered by: yen whole, euros with cents (issue 26)', () => {
    const yen = parse('currency=jpy&min=2500&max=3000');
    expect([yen.currency, yen.minCents, yen.maxCents]).toEqual(['jpy', 2_500, 3_000]);
    expect(ledgerListSearch(yen).toString()).toBe('min=2500&max=3000&currency=jpy');
    expect(parse('currency=jpy&min=25.5').minCents).toBeNull();
    expect(parse('currency=eur&min=25.5').minCents).toBe(2_550);
    expect(parse('currency=xau&min=25')).toMatchObject({ currency: null, minCents: 2_500 });
    expect(ledgerQuery(yen)).toMatchObject({ minAmount: 2_500, maxAmount: 3_000, currency: 'jpy' });
  });

  it('keeps the typed figures when the currency changes: 25 dollars become 25 yen, not 2,500', () => {
    expect(sameTypedAmount(2_500, null, 'jpy')).toBe(25);
    expect(sameTypedAmount(25, 'jpy', 'eur')).toBe(2_500);
    expect(sameTypedAmount(null, 'jpy', null)).toBeNull();
    expect(minorToTypedAmount(2_550, 'eur')).toBe('25.50');
    expect(typedAmountToMinor('1000', 'krw')).toBe(1_000);
  });

  it('leaves the defaults out of the URL', () => {
    expect(ledgerListSearch(emptyLedgerList).toString()).toBe('');
  });

  it('maps the table’s sort to the server’s and back', () => {
    expect(sortState('date_desc')).toEqual({ key: 'date', direction: 'desc' });
    expect(sortOf({ key: 'amount', direction: 'asc' })).toBe('amount_asc');
    expect(sortOf({ key: 'campaign', direction: 'asc' })).toBe('date_desc');
  });
});

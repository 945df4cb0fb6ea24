import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SUPPORTER, initialedName, supporterName, supportMessageLabels } from './support-messages';

const ada = { firstName: 'Ada', lastName: 'lovelace' };
const shown = { showName: true, anonymous: false, erased: false };

describe('initialedName', () => {
  it('is the first name and the last initial, else the fallback', () => {
    expect(initialedName(' Ada ', 'lovelace', 'ada99')).toBe('Ada L.');
    expect(initialedName('Grace', ' ', 'grace')).toBe('Grace');
    expect(initialedName(' ', 'Hopper', 'grace')).toBe('grace');
    expect(initialedName(null, null, ANONYMOUS_SUPPORTER)).toBe(ANONYMOUS_SUPPORTER);
  });
});

describe('supporterName', () => {
  it('is the first name and the last initial', () => {
    expect(supporterName(ada, shown)).toBe('Ada L.');
    expect(supporterName({ firstName: ' Grace ', lastName: '' }, shown)).toBe('Grace');
  });

  it('is "Anonymous" when the donor chose so, for an anonymous gift even with showName, once erased, or without a name', () => {
    expect(supporterName(ada, { ...shown, showName: false })).toBe(ANONYMOUS_SUPPORTER);
    expect(supporterName(ada, { ...shown, anonymous: true })).toBe(ANONYMOUS_SUPPORTER);
    expect(supporterName(ada, { ...shown, erased: true })).toBe(ANONYMOUS_SUPPORTER);
    expect(supporterName({ firstName: null, lastName: 'X' }, shown)).toBe(ANONYMOUS_SUPPORTER);
    expect(ANONYMOUS_SUPPORTER).toBe('Anonymous');
  });

  it("uses the issue's labels and counts characters left", () => {
    expect(supportMessageLabels.section).toBe('Words of support');
    expect(supportMessageLabels.charactersLeft(280)).toBe('280 characters left');
    expect(supportMessageLabels.charactersLeft(1)).toBe('1 character left');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { english } from '@/test/render';
import { isInvalidLinkError, linkedDonationsText, readLinkToken } from './link-token';

const token = 'Zq3x-9_kLmN0pQrStUvWxYz012345';

describe('readLinkToken', () => {
  it('reads the token of an e-mailed link', () => {
    expect(readLinkToken(new URLSearchParams(`token=${token}`))).toBe(token);
    expect(readLinkToken(new URLSearchParams(`?utm=mail&token=${token}`))).toBe(token);
  });

  it('drops spaces a mail client carried over', () => {
    expect(readLinkToken(new URLSearchParams(`token=%20${token}%0A`))).toBe(token);
  });

  it('is null when the link has no token or an empty one', () => {
    expect(readLinkToken(new URLSearchParams(''))).toBeNull();
    expect(readLinkToken(new URLSearchParams('token='))).toBeNull();
    expect(readLinkToken(new URLSearchParams('token=%20%20'))).toBeNull();
  });

  it('is null for a token the server could never have issued', () => {
    expect(readLinkToken(new URLSearchParams('token=short'))).toBeNull();
    expect(readLinkToken(new URLSearchParams(`token=${'a'.repeat(201)}`))).toBeNull();
    expect(readLinkToken(new URLSearchParams(`token=${token.slice(0, 10)}%20${token}`))).toBeNull();
  });
});

describe('isInvalidLinkError', () => {
  it('takes a 400 without field errors, or with one on the token, for a bad link', () => {
    expect(isInvalidLinkError(new ApiError(400, '{}', { message: 'This password reset link is invalid' }))).toBe(true);
    expect(isInvalidLinkError(new ApiError(400, '{}', { fieldErrors: { token: ['Invalid'] } }))).toBe(true);
    expect(isInvalidLinkError(new ApiError(410, 'Gone'))).toBe(true);
  });

  it('leaves a problem with the new password, a rate limit or a failure to the form', () => {
    expect(isInvalidLinkError(new ApiError(400, '{}', { fieldErrors: { password: ['Too short'] } }))).toBe(false);
    expect(isInvalidLinkError(new ApiError(429, 'Too Many Requests'))).toBe(false);
    expect(isInvalidLinkError(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isInvalidLinkError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('linkedDonationsText', () => {
  it('speaks of one donation or of several', () => {
    expect(linkedDonationsText(1, english)).toBe(
      'We found 1 earlier donation made with this address; it now appears in your history.',
    );
    expect(linkedDonationsText(3, english)).toBe(
      'We found 3 earlier donations made with this address; they now appear in your history.',
    );
  });

  it('says nothing when there were none', () => {
    expect(linkedDonationsText(0, english)).toBeNull();
    expect(linkedDonationsText(-1, english)).toBeNull();
  });
});

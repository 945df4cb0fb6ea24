// @vitest-environment jsdom
import { authOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

beforeEach(() => {
  mockOperation(authOperations.me, null);
});

describe('a visitor sent to log in who signs up on the way', () => {
  it('keeps the page they were going to from Log in to Sign up and back', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?redirect=/campaigns/7/fundraise' });
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/register?redirect=%2Fcampaigns%2F7%2Ffundraise');
    await user.click(signUp);
    expect(await findNavigation()).toBe('/register?redirect=%2Fcampaigns%2F7%2Ffundraise');
  });

  it('offers the plain pages without a redirect, or with one that leaves the site', async () => {
    renderWithProviders(<LoginPage />, { route: '/login?redirect=//evil.example' });
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe('/register');
  });

  it('sends the new account on to that page', async () => {
    mockOperation(authOperations.register, {
      id: 8,
      email: 'grace@example.org',
      username: 'grace',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'donor',
      emailVerified: false,
      emailUpdates: false,
      twoFactorSetupRequired: false,
    });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register?redirect=/campaigns/7/fundraise' });
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fcampaigns%2F7%2Ffundraise',
    );
    await user.type(screen.getByLabelText(/^First name/), 'Grace');
    await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.org');
    await user.type(screen.getByLabelText('Username'), 'grace');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findNavigation()).toBe('/campaigns/7/fundraise');
  });
});

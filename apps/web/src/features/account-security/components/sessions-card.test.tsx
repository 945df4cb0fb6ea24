// @vitest-environment jsdom
import { accountSecurityOperations as ops, securityMessages } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { SessionsCard } from './sessions-card';

const current = 'a'.repeat(32);
const laptop = 'b'.repeat(32);
const phone = 'c'.repeat(32);

const sessions: Fixture<typeof ops.sessions> = [
  {
    id: laptop,
    device: 'Firefox on Windows',
    ip: '203.0.113.9',
    location: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    lastSeenAt: '2026-01-20T09:00:00.000Z',
    authMethod: 'password',
    current: false,
  },
  {
    id: current,
    device: 'Chrome on macOS',
    ip: '198.51.100.4',
    location: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    authMethod: 'two_factor',
    current: true,
  },
  {
    id: phone,
    device: 'Safari on iOS',
    ip: null,
    location: null,
    createdAt: '2026-02-02T09:00:00.000Z',
    lastSeenAt: '2026-02-03T09:00:00.000Z',
    authMethod: 'passkey',
    current: false,
  },
];

function rows() {
  return within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');
}

describe("Where you're signed in", () => {
  it('lists the sessions, this device first and marked, and signs out another after a confirmation', async () => {
    mockOperation(ops.sessions, (_call, index) =>
      index === 0 ? sessions : sessions.filter((session) => session.id !== laptop),
    );
    const end = mockOperation(ops.endSession, undefined);
    const { user } = renderWithProviders(<SessionsCard />);

    await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [first, second, third] = rows();
    expect(within(first!).getByText('Chrome on macOS')).toBeDefined();
    expect(within(first!).getByText('This device')).toBeDefined();
    expect(within(first!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(first!).getByText(/Active now · Two-factor/)).toBeDefined();
    expect(
      within(second!).getByText(/203\.0\.113\.9 · Signed in Jan 5, 2026 · Last active Jan 20, 2026 · Password/),
    ).toBeDefined();
    expect(within(second!).queryByText('This device')).toBeNull();
    expect(within(third!).getByText(/Passkey$/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out this session?' }));
    expect(dialog.getByText(/Firefox on Windows \(203\.0\.113\.9\)/)).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Sign out' }));

    expect(await findToast(securityMessages.sessionEnded)).toBeDefined();
    expect(end.calls.map((call) => call.params.id)).toEqual([laptop]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Firefox on Windows')).toBeNull();
  });

  it('signs out every other session and shows the server’s message', async () => {
    mockOperation(ops.sessions, (_call, index) =>
      index === 0 ? sessions : sessions.filter((session) => session.current),
    );
    const endOthers = mockOperation(ops.endOtherSessions, { message: securityMessages.otherSessionsEnded, ended: 2 });
    const { user } = renderWithProviders(<SessionsCard />);
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' }));
    expect(dialog.getByText(/The 2 other browsers and devices/)).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Sign out others' }));

    const toast = await findToast('Signed out');
    expect(within(toast).getByText(securityMessages.otherSessionsEnded)).toBeDefined();
    expect(endOthers.calls).toHaveLength(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeDefined();
  });

  it('says so when the sessions cannot be loaded, and tries again', async () => {
    mockOperation(ops.sessions, (_call, index) =>
      index === 0 ? apiError(503, { message: 'Down for a moment', code: 'UNAVAILABLE' }) : sessions,
    );
    const { user } = renderWithProviders(<SessionsCard />);
    expect(await screen.findByText('Your sessions could not be loaded.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

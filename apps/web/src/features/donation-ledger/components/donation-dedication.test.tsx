// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { offlineGiftDetail } from '@/test/ledger-donation-fixture';
import { english } from '@/test/render';
import { DonationDedication } from './donation-dedication';

const tribute = {
  kind: 'memory' as const,
  honoreeName: 'Jane <b>Doe</b>',
  recipientName: 'Sam Doe',
  recipientEmail: 'sam@example.org',
  message: 'First line\nSecond line',
  showAmount: false,
  notifiedAt: '2026-05-20T14:03:09.000Z',
};

/** The component reads its words from Lingui: English, as the code writes it. */
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={english}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper });

describe('DonationDedication (admin donation view)', () => {
  it('shows the dedication, its recipient, message and card as text', () => {
    render(<DonationDedication donation={{ ...offlineGiftDetail({ id: 1 }), tribute }} />);
    expect(screen.getByRole('heading', { name: 'Dedication' })).toBeTruthy();
    // Donor text stays text: the tag is shown, not made into markup.
    expect(screen.getByText('In memory of Jane <b>Doe</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('Sam Doe <sam@example.org>')).toBeTruthy();
    expect(screen.getByText(/^Sent /)).toBeTruthy();
    expect(screen.getByText(/First line\s+Second line/)).toBeTruthy();
  });

  it('says why no card went, and shows nothing for a gift without a dedication', () => {
    const { rerender } = render(
      <DonationDedication
        donation={{ ...offlineGiftDetail({ id: 2 }), tribute: { ...tribute, recipientEmail: null, notifiedAt: null } }}
      />,
    );
    expect(screen.getByText('No card: no recipient e-mail')).toBeTruthy();
    rerender(<DonationDedication donation={{ ...offlineGiftDetail({ id: 3 }), tribute: null }} />);
    expect(screen.queryByRole('heading', { name: 'Dedication' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';

function Supporting({ name, title }: { name: string; title: string }) {
  return (
    <p data-testid="line">
      <Trans>
        Supporting <strong>{name}</strong> for {title}
      </Trans>
    </p>
  );
}

describe('<Trans> with values people typed', () => {
  it('shows a value that looks like markup as written, and keeps the message’s own elements', () => {
    render(
      <I18nProvider i18n={english}>
        <Supporting name="<b>Eve</b>" title="<0>Water</0> & <i>wells</i>" />
      </I18nProvider>,
    );
    const line = screen.getByTestId('line');
    expect(line.textContent).toBe('Supporting <b>Eve</b> for <0>Water</0> & <i>wells</i>');
    expect(line.querySelector('strong')!.textContent).toBe('<b>Eve</b>');
    expect(line.querySelector('b, i')).toBeNull();
  });

  it('renders plain values as before', () => {
    render(
      <I18nProvider i18n={english}>
        <Supporting name="Ada" title="Clean water" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('line').textContent).toBe('Supporting Ada for Clean water');
  });
});

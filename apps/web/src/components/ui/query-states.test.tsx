// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { english } from '@/test/render';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render as renderUnwrapped, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates } from './query-states';

/** In English, as the app's providers would give it. */
function render(ui: ReactElement) {
  return renderUnwrapped(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={english}>{children}</I18nProvider>,
  });
}

type Props = Partial<Parameters<typeof QueryStates<string[]>>[0]>;

function Harness({ load, ...props }: { load: () => Promise<string[]> } & Props) {
  const query = useQuery({ queryKey: ['items'], queryFn: load, retry: false });
  return (
    <QueryStates
      query={query}
      loading={<p role="status">Loading items</p>}
      error={{ title: 'Failed to load items', description: 'Something went wrong while loading your items.' }}
      isEmpty={(items) => items.length === 0}
      empty={{
        icon: Inbox,
        title: 'No items yet',
        description: 'Items you add show here.',
        action: <a href="/new">Add one</a>,
      }}
      {...props}
    >
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

function renderStates(load: () => Promise<string[]>, props: Props = {}) {
  const client = new QueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <Harness load={load} {...props} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

describe('QueryStates', () => {
  it('shows the loading state until the answer, then the children with the data', async () => {
    let answer: (items: string[]) => void = () => {};
    renderStates(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Loading items');

    answer(['Water', 'Wells']);
    const list = await screen.findByRole('list', { name: 'Items' });
    expect(list.textContent).toBe('WaterWells');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure as an alert with Try Again, which loads again', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('offline'));
    let answer: (items: string[]) => void = () => {};
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderStates(load);

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h3')?.textContent).toBe('Failed to load items');
    expect(alert.textContent).toContain('Something went wrong while loading your items.');
    const retry = screen.getByRole('button', { name: 'Try Again' });
    expect(retry.hasAttribute('disabled')).toBe(false);

    await userEvent.click(retry);
    expect((await screen.findByRole('status')).textContent).toBe('Loading items');
    answer(['Water']);
    expect((await screen.findByRole('list', { name: 'Items' })).textContent).toBe('Water');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a failed refetch as the failure too, and Try Again waits, spinning, while it loads again', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['Water']);
    const { client } = renderStates(load);
    await screen.findByRole('list', { name: 'Items' });

    load.mockRejectedValueOnce(new Error('offline'));
    await client.refetchQueries({ queryKey: ['items'] });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load items');

    let answer: (items: string[]) => void = () => {};
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const retry = screen.getByRole('button', { name: 'Try Again' });
    expect(retry.hasAttribute('disabled')).toBe(true);
    expect(retry.querySelector('svg')?.classList.contains('animate-spin')).toBe(true);
    expect(retry.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    answer(['Water', 'Wells']);
    expect((await screen.findByRole('list', { name: 'Items' })).textContent).toBe('WaterWells');
  });

  it('names the retry button as told', async () => {
    renderStates(() => Promise.reject(new Error('offline')), {
      error: { title: 'Could not load items', description: 'Try later.', retryLabel: 'Try again' },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Could not load items');
  });

  it('shows the empty message, not as an alert, when the answer has nothing to show', async () => {
    renderStates(() => Promise.resolve([]));
    expect(await screen.findByRole('heading', { level: 3, name: 'No items yet' })).toBeTruthy();
    expect(screen.getByText('Items you add show here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one' }).getAttribute('href')).toBe('/new');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the children for an empty answer when no empty state is given', async () => {
    renderStates(() => Promise.resolve([]), { empty: undefined });
    expect((await screen.findByRole('list', { name: 'Items' })).children.length).toBe(0);
  });
});

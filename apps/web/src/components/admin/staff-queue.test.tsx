// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffQueue } from './staff-queue';
import { useQueueView } from './use-queue-view';

const VIEWS = [
  { value: 'open', label: 'Pendientes' },
  { value: 'closed', label: 'Resueltas' },
] as const;

type Status = (typeof VIEWS)[number]['value'];

/** A queue over fixed pages, as a TanStack query would hand them over once loaded. */
function Queue({ pages }: { pages: Record<Status, string[][]> }) {
  const queue = useQueueView<Status>('open');
  const entries = pages[queue.view][queue.page - 1] ?? [];
  const query = {
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: () => undefined,
    data: { data: entries, current_page: queue.page, last_page: pages[queue.view].length },
  };
  return (
    <StaffQueue
      title="Denuncias"
      description="Las más antiguas primero."
      views={VIEWS}
      queue={queue}
      query={query}
      texts={{ loading: 'Cargando…', failed: 'No se pudo.', empty: 'No hay nada.' }}
      pagerLabel="Páginas de denuncias"
    >
      {entries.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </StaffQueue>
  );
}

afterEach(cleanup);

describe('StaffQueue', () => {
  it('pages through one view, and starts another at its first page', async () => {
    const user = userEvent.setup();
    render(<Queue pages={{ open: [['a'], ['b']], closed: [['x'], ['y'], ['z']] }} />);
    const region = screen.getByRole('region', { name: 'Denuncias' });
    expect(within(region).getByRole('listitem').textContent).toBe('a');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('listitem').textContent).toBe('b');
    expect(screen.getByRole('navigation', { name: 'Páginas de denuncias' }).textContent).toContain(
      'Página 2 de 2',
    );

    await user.click(screen.getByRole('button', { name: 'Resueltas' }));
    expect(screen.getByRole('button', { name: 'Resueltas' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('listitem').textContent).toBe('x');
    expect(screen.getByRole('navigation').textContent).toContain('Página 1 de 3');
  });

  it('says when a view is empty, without a list or a pager', () => {
    render(<Queue pages={{ open: [[]], closed: [] }} />);
    expect(screen.getByText('No hay nada.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

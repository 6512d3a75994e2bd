/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { GridList, GridListItem, type GridListProps } from './GridList';
import { renderIn } from '../testing/renderIn';

const agents = [
  { id: 'sara', name: 'Sara Al-Qahtani', email: 'sara@wasl.dev' },
  { id: 'omar', name: 'Omar Haddad', email: 'omar@wasl.dev' },
  { id: 'lina', name: 'Lina Farouk', email: 'lina@wasl.dev' },
];
type Agent = (typeof agents)[number];

function setup(props: Partial<GridListProps<Agent>> = {}, onEdit = vi.fn(), locale: 'en' | 'ar' = 'en') {
  const utils = renderIn(
    locale,
    <GridList aria-label="Agents" items={agents} {...props}>
      {(agent) => (
        <GridListItem
          id={agent.id}
          textValue={agent.name}
          description={agent.email}
          end={
            <Button variant="secondary" size="sm" onPress={() => onEdit(agent.id)}>
              {`Edit ${agent.name}`}
            </Button>
          }
        >
          {agent.name}
        </GridListItem>
      )}
    </GridList>,
  );
  return { ...utils, onEdit };
}

describe('GridList', () => {
  it('is a grid named by its label, one row per item, with the description', () => {
    setup();
    expect(screen.getByRole('grid', { name: 'Agents' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('sara@wasl.dev');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('moves between rows with the arrows, into the row with Tab, and back to rows with the arrows', async () => {
    const { onEdit } = setup();
    const rows = screen.getAllByRole('row');
    await userEvent.tab();
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await userEvent.tab();
    const edit = screen.getByRole('button', { name: 'Edit Omar Haddad' });
    expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('omar');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[2]).toHaveFocus());
  });

  it('checks rows with Space; the checkbox is not a separate tab stop', async () => {
    const onSelectionChange = vi.fn();
    setup({ selectionMode: 'multiple', onSelectionChange });
    const rows = screen.getAllByRole('row');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowDown}{ArrowDown} ');
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    expect(rows[1]).toHaveAttribute('aria-selected', 'false');
    expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<Key>)]).toEqual(['sara', 'lina']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit Lina Farouk' })).toHaveFocus();
  });

  it('opens a row with Enter', async () => {
    const onAction = vi.fn();
    setup({ selectionMode: 'single', onAction });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('omar');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('skips disabled rows and disables their buttons', async () => {
    setup({ disabledKeys: ['omar'], selectionMode: 'multiple' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Edit Omar Haddad' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[2]).toHaveFocus();
  });

  it('shows the empty state, translated by default or as given', () => {
    const { unmount } = setup({ items: [] });
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    unmount();
    setup({ items: [], emptyState: <p>No agents yet</p> });
    expect(screen.getByText('No agents yet')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading and says so once', () => {
    const { container } = setup({ isLoading: true, loadingRowCount: 4 }, vi.fn(), 'ar');
    expect(screen.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(12);
  });
});

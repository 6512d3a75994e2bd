/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../testing/renderIn';
import { Tag, TagGroup, type TagGroupProps } from './TagGroup';

const labels = [
  { id: 'vip', name: 'VIP' },
  { id: 'wholesale', name: 'Wholesale' },
  { id: 'riyadh', name: 'Riyadh' },
];

function Labels(props: Partial<TagGroupProps<(typeof labels)[number]>> & { removable?: boolean }) {
  const { removable, ...rest } = props;
  const [items, setItems] = useState(labels);
  return (
    <TagGroup
      label="Contact labels"
      items={items}
      onRemove={removable ? (keys) => setItems((current) => current.filter((item) => !keys.has(item.id))) : undefined}
      {...rest}
    >
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  );
}

const setup = (ui: React.ReactElement, locale: 'en' | 'ar' = 'en') => renderIn(locale, ui);

describe('TagGroup', () => {
  it('is a grid named by its label, one row per tag', () => {
    setup(<Labels />);
    const grid = screen.getByRole('grid', { name: 'Contact labels' });
    expect(grid).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['VIP', 'Wholesale', 'Riyadh']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names each remove button "Remove <tag>" and removes the tag on press', async () => {
    setup(<Labels removable />);
    const remove = screen.getByRole('button', { name: 'Remove Wholesale' });
    await userEvent.click(remove);
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['VIP', 'Riyadh']);
  });

  it('removes the focused tag with Backspace and Delete', async () => {
    setup(<Labels removable />);
    await userEvent.tab();
    expect(screen.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Wholesale', 'Riyadh']);
    await waitFor(() => expect(screen.getAllByRole('row')[0]).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Riyadh']);
  });

  it('selects filter chips with Space and reports the keys', async () => {
    const onSelectionChange = vi.fn();
    setup(<Labels selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    expect(rows[0]).toHaveAttribute('aria-selected', 'false');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<Key>)]).toEqual(['wholesale']);
  });

  it('shows the empty text when there are no tags', () => {
    setup(<TagGroup label="Contact labels">{[]}</TagGroup>);
    expect(screen.getByText('No tags')).toBeInTheDocument();
    setup(
      <TagGroup label="Fields" emptyText="Pick fields from the CSV">
        {[]}
      </TagGroup>,
    );
    expect(screen.getByText('Pick fields from the CSV')).toBeInTheDocument();
  });

  it('takes its tone from the group unless a tag sets one', () => {
    setup(
      <TagGroup label="Labels" tone="accent">
        <Tag id="a">A</Tag>
        <Tag id="b" tone="danger">
          B
        </Tag>
      </TagGroup>,
    );
    const [a, b] = screen.getAllByRole('row');
    expect(a).toHaveAttribute('data-tone', 'accent');
    expect(b).toHaveAttribute('data-tone', 'danger');
  });

  it('follows the reading direction in Arabic: ArrowLeft goes to the next tag', async () => {
    setup(<Labels removable />, 'ar');
    await userEvent.tab();
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(rows[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'إزالة VIP' })).toBeInTheDocument();
  });
});

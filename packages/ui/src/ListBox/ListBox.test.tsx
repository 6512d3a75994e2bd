/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key, Selection } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { TextArea } from '../TextArea';
import { ListBox, ListBoxAutocomplete, ListBoxItem, ListBoxSection, type ListBoxProps } from './ListBox';
import { renderIn } from '../testing/renderIn';

const sections = [
  { id: 'sales', name: 'Sales' },
  { id: 'support', name: 'Support' },
  { id: 'returns', name: 'Returns' },
];
type Section = (typeof sections)[number];

function setup(props: Partial<ListBoxProps<Section>> = {}, locale: 'en' | 'ar' = 'en') {
  return renderIn(
    locale,
    <ListBox aria-label="Sections" items={sections} {...props}>
      {(section) => <ListBoxItem id={section.id}>{section.name}</ListBoxItem>}
    </ListBox>,
  );
}

describe('ListBox', () => {
  it('is a listbox named by its label, one option per item', () => {
    setup();
    expect(screen.getByRole('listbox', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sales', 'Support', 'Returns']);
  });

  it('is one tab stop: arrows, Home/End and typeahead move, Enter performs the action', async () => {
    const onAction = vi.fn<(key: Key) => void>();
    setup({ onAction });
    const options = screen.getAllByRole('option');
    await userEvent.tab();
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('su');
    expect(options[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('support');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('selects one option with Space or Enter (aria-selected), and arrows in Arabic are the same', async () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    setup({ selectionMode: 'single', defaultSelectedKeys: ['returns'], onSelectionChange }, 'ar');
    const options = screen.getAllByRole('option');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp} ');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<Key>)]).toEqual(['support']);
  });

  it('skips disabled options', async () => {
    setup({ disabledKeys: ['support'] });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(options[2]).toHaveFocus();
  });

  it('groups options in titled sections, with a description line', () => {
    renderIn(
      'en',
      <ListBox aria-label="Replies">
        <ListBoxSection title="Greetings">
          <ListBoxItem id="hello" textValue="Hello" description="Hello! How can we help?">
            Hello
          </ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Orders">
          <ListBoxItem id="track">Tracking</ListBoxItem>
        </ListBoxSection>
      </ListBox>,
    );
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveAccessibleName('Greetings');
    expect(screen.getByRole('option', { name: /^Hello\s*Hello! How can we help\?$/ })).toHaveTextContent('Hello! How can we help?');
  });

  it('renders markup in its options as text', () => {
    renderIn(
      'en',
      <ListBox aria-label="Hostile">
        <ListBoxItem id="x">{'<img src=x onerror=alert(1)>'}</ListBoxItem>
      </ListBox>,
    );
    expect(screen.getByRole('option')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers suggestions under a text box: the text keeps focus, arrows move a virtual focus, Enter performs the action', async () => {
    const onAction = vi.fn<(key: Key) => void>();
    function Suggest() {
      const [text, setText] = useState('');
      return (
        <ListBoxAutocomplete value={text} onChange={setText}>
          <TextArea label="Reply" />
          {text.startsWith('/') ? (
            <ListBox aria-label="Suggestions" variant="plain" items={sections} onAction={onAction}>
              {(section) => <ListBoxItem id={section.id}>{section.name}</ListBoxItem>}
            </ListBox>
          ) : null}
        </ListBoxAutocomplete>
      );
    }
    renderIn('en', <Suggest />);
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.click(box);
    await userEvent.keyboard('/');
    const options = await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('support');
  });
});

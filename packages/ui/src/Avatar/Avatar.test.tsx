/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarGroup, avatarTones, avatarToneOf, initialsOf } from './Avatar';
import { renderIn } from '../testing/renderIn';

const zwnj = '\u200C';
// A one-pixel PNG, so no network is involved.
const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initialsOf('Sara Ahmed')).toBe('SA');
    expect(initialsOf('  mohammed bin   salman ')).toBe('MS');
    expect(initialsOf('Noura')).toBe('N');
  });

  it('handles Arabic names: the article is skipped and the two letters do not join', () => {
    expect(initialsOf('محمد العتيبي')).toBe(`م${zwnj}ع`);
    expect(initialsOf('نورة بنت خالد')).toBe(`ن${zwnj}خ`);
    expect(initialsOf('سارة')).toBe('س');
    // Diacritics on the first letter are dropped.
    expect(initialsOf('مُحمد سالم')).toBe(`م${zwnj}س`);
    // A short word starting with "ال" is not an article.
    expect(initialsOf('علي الي')).toBe(`ع${zwnj}ا`);
  });

  it('mixes scripts and skips words without letters', () => {
    expect(initialsOf('Sara العتيبي')).toBe('Sع');
    expect(initialsOf('🌹 Rose & Co')).toBe('RC');
    expect(initialsOf('(Layla) Hassan')).toBe('LH');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('123')).toBe('');
  });
});

describe('avatarToneOf', () => {
  it('is stable for a name and ignores case and spacing', () => {
    expect(avatarToneOf('Sara Ahmed')).toBe(avatarToneOf('sara  ahmed '));
    expect(avatarTones).toContain(avatarToneOf('محمد العتيبي'));
  });

  it('spreads names over the tones', () => {
    const names = ['Sara Ahmed', 'Omar Khalid', 'Layla Hassan', 'محمد العتيبي', 'نورة خالد', 'Fahad Saleh', 'Reem Ali', 'متجر الورد'];
    expect(new Set(names.map(avatarToneOf)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('Avatar', () => {
  it('is an image named after the person, with the status in words', () => {
    renderIn('en', <Avatar name="Sara Ahmed" status="online" />);
    expect(screen.getByRole('img', { name: 'Sara Ahmed, Online' })).toHaveTextContent('SA');
  });

  it('is hidden when its name is written next to it, but still says the status', () => {
    const { container } = renderIn('ar', <Avatar name="محمد العتيبي" status="away" isDecorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(`م${zwnj}ع`);
    expect(screen.getByText('بعيد')).toBeInTheDocument();
  });

  it('shows the picture once it loads', async () => {
    const { container } = renderIn('en', <Avatar name="Sara Ahmed" src={pixel} />);
    const img = container.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(1));
    expect(img).toHaveAttribute('alt', '');
  });

  it('falls back to the initials when the picture fails', async () => {
    const { container } = renderIn('en', <Avatar name="Omar Khalid" src="data:image/png;base64,AAAA" />);
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(screen.getByRole('img', { name: 'Omar Khalid' })).toHaveTextContent('OK');
  });

  it('shows a person icon when the name has no letters', () => {
    const { container } = renderIn('en', <Avatar name="+966 55 123 4567" />);
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '+966 55 123 4567' })).toBeInTheDocument();
  });
});

describe('AvatarGroup', () => {
  const people = ['Sara Ahmed', 'Omar Khalid', 'Layla Hassan', 'Fahad Saleh', 'Reem Ali', 'Noura Saad'].map((name) => ({ name }));

  it('shows the first few and counts the rest in words', () => {
    renderIn('en', <AvatarGroup label="Agents on this ticket" people={people} max={3} />);
    const group = screen.getByRole('group', { name: 'Agents on this ticket' });
    const images = [...group.querySelectorAll('[role="img"]')];
    expect(images.map((img) => img.getAttribute('aria-label'))).toEqual(['Sara Ahmed', 'Omar Khalid', 'Layla Hassan', '3 more people']);
    expect(images[3]).toHaveTextContent('+3');
  });

  it('uses Arabic plural forms', () => {
    const count = (n: number) => {
      const { unmount } = renderIn('ar', <AvatarGroup label="الموظفون" people={people.slice(0, 2 + n)} max={2} />);
      const label = [...screen.getByRole('group').querySelectorAll('[role="img"]')].at(-1)?.getAttribute('aria-label');
      unmount();
      return label;
    };
    expect(count(1)).toBe('شخص آخر');
    expect(count(2)).toBe('شخصان آخران');
    expect(count(3)).toBe('3 أشخاص آخرين');
  });

  it('shows everyone when they fit', () => {
    renderIn('en', <AvatarGroup label="Reviewers" people={people.slice(0, 3)} max={3} />);
    expect(screen.getByRole('group').querySelectorAll('[role="img"]')).toHaveLength(3);
  });
});

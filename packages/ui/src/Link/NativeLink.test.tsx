/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NativeButton } from '../Button/NativeButton';
import { Button } from '../Button';
import { renderIn } from '../testing/renderIn';
import { Link, PlainLink, type LinkProps } from './Link';
import { Link as NativeLink, PlainLink as NativePlainLink } from './NativeLink';

/**
 * What a visitor and the styles see of a link: react-aria's bookkeeping and state attributes left out
 * (no style reads `data-current`; hover and focus states are compared below).
 */
function shape(element: Element) {
  const attributes = Object.fromEntries(
    [...element.attributes]
      .filter(({ name }) => !/^data-(rac|react-aria|current)/.test(name) && name !== 'tabindex')
      .map(({ name, value }) => [name, value]),
  );
  return { tag: element.tagName, attributes, html: element.innerHTML };
}

const cases: { name: string; props: LinkProps }[] = [
  { name: 'an inline link', props: { href: '/docs', children: 'Docs' } },
  {
    name: 'a standalone link with a class and aria-current',
    props: { href: '/pricing', variant: 'standalone', className: 'extra', 'aria-current': 'page', children: 'Pricing' },
  },
  { name: 'an external link', props: { href: 'https://salla.dev/docs', children: 'Salla' } },
  { name: 'a mailto link', props: { href: 'mailto:hello@wasl.sa', children: 'hello@wasl.sa' } },
];

describe('NativeLink (the pre-rendered site’s Link)', () => {
  it.each(cases)('renders $name as react-aria’s Link does', ({ props }) => {
    renderIn(
      'en',
      <>
        <div data-testid="aria">
          <Link {...props} />
        </div>
        <div data-testid="native">
          <NativeLink {...props} />
        </div>
      </>,
    );
    const aria = screen.getByTestId('aria').firstElementChild!;
    const native = screen.getByTestId('native').firstElementChild!;
    expect(shape(native)).toEqual(shape(aria));
  });

  it('renders PlainLink as react-aria’s Link does', () => {
    renderIn(
      'ar',
      <>
        <div data-testid="aria">
          <PlainLink href="/docs/webhooks" className="title" data-card-link="">
            Webhooks
          </PlainLink>
        </div>
        <div data-testid="native">
          <NativePlainLink href="/docs/webhooks" className="title" data-card-link="">
            Webhooks
          </NativePlainLink>
        </div>
      </>,
    );
    expect(shape(screen.getByTestId('native').firstElementChild!)).toEqual(shape(screen.getByTestId('aria').firstElementChild!));
  });

  it('shows the same focus ring on keyboard focus (ui/styles/states.ts covers native elements)', async () => {
    renderIn(
      'en',
      <>
        <Link href="/a">Aria</Link>
        <NativeLink href="/b">Native</NativeLink>
        <Button>Aria button</Button>
        <NativeButton>Native button</NativeButton>
      </>,
    );
    const ring = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset}`;
    };
    const focused: Record<string, string> = {};
    for (const name of ['Aria', 'Native', 'Aria button', 'Native button']) {
      await userEvent.keyboard('{Tab}');
      const element = screen.getByRole(name.endsWith('button') ? 'button' : 'link', { name });
      expect(element).toHaveFocus();
      focused[name] = ring(element);
    }
    expect(focused.Aria).toBe('solid 2px 2px');
    expect(focused.Native).toBe(focused.Aria);
    expect(focused['Aria button']).toBe('solid 2px 2px');
    expect(focused['Native button']).toBe(focused['Aria button']);
  });

  it('gives NativeButton Button’s classes and a click', async () => {
    let clicks = 0;
    renderIn(
      'en',
      <>
        <Button variant="ghost">Aria</Button>
        <NativeButton variant="ghost" onClick={() => (clicks += 1)}>
          Native
        </NativeButton>
      </>,
    );
    const native = screen.getByRole('button', { name: 'Native' });
    expect(native.className).toBe(screen.getByRole('button', { name: 'Aria' }).className);
    expect(native).toHaveAttribute('type', 'button');
    await userEvent.click(native);
    expect(clicks).toBe(1);
  });
});

/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with header actions and a footer', () => {
    render(
      <Card title="Orders" description="This month" actions={<button type="button">Export</button>} footer={<a href="/orders">View all</a>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeVisible();
    expect(region).toHaveTextContent('This month');
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View all' })).toBeVisible();
    expect(region).not.toHaveAttribute('data-interactive');
  });

  it('without a title it is a plain box', () => {
    const { container } = render(<Card>Body</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('with href the title is the one link, a press anywhere on the card follows it, and actions keep their own press', async () => {
    const navigate = vi.fn();
    const onExport = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Card
          title="Campaign: White Friday"
          href="/campaigns/12"
          actions={
            <button type="button" onClick={onExport}>
              Export
            </button>
          }
        >
          <p>Delivered to 1,204 customers</p>
        </Card>
      </RouterProvider>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Campaign: White Friday');
    expect(link).toHaveAttribute('href', '/campaigns/12');
    // What the pointer hits: the body text is covered by the link's stretched area, the action is not.
    const at = (element: Element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    };
    expect(at(screen.getByText('Delivered to 1,204 customers'))).toBe(link);
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(at(exportButton)).toBe(exportButton);
    const user = userEvent.setup();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/campaigns/12', undefined);
    await user.click(exportButton);
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

/// <reference types="@vitest/browser/matchers" />
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws several text lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} width={300} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    const lines = [...block.children] as HTMLElement[];
    expect(lines).toHaveLength(3);
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    expect(widths[0]).toBeCloseTo(300, 0);
    expect(widths[2]).toBeCloseTo(180, 0);
    expect(lines[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(lines[1]!.getBoundingClientRect().top);
  });

  it('ignores lines for other shapes and keeps a circle round', () => {
    const { container } = render(<Skeleton shape="circle" width={40} lines={3} />);
    const circle = container.firstElementChild as HTMLElement;
    expect(circle.children).toHaveLength(0);
    const box = circle.getBoundingClientRect();
    expect(box.width).toBe(40);
    expect(box.height).toBe(40);
  });
});

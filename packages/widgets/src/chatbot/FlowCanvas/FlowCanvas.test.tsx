/// <reference types="@vitest/browser/matchers" />
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Flow, FlowNode } from '@wasl/api/models';
import { WaslProvider } from '@wasl/ui';
import { FlowCanvas } from './FlowCanvas';

const node = (id: string, x: number, y: number, title: string): FlowNode => ({
  id,
  type: 'text',
  position: { x, y },
  data: { enTitle: title, arTitle: title, enText: `${title} text`, arText: `${title} نص` },
});
const flow: Flow = {
  nodes: [node('a', 0, 0, 'Welcome'), node('b', 0, 200, 'Hours'), node('c', 300, 200, 'Delivery')],
  edges: [{ id: 'e-a-b', source: 'a', target: 'b' }],
};

function Editor({ onChange }: { onChange: (flow: Flow) => void }) {
  const [current, setCurrent] = useState(flow);
  return (
    <FlowCanvas
      flow={current}
      height={500}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const renderCanvas = async () => {
  const onChange = vi.fn();
  const { container } = render(
    <WaslProvider locale="en" theme="light">
      <Editor onChange={onChange} />
    </WaslProvider>,
  );
  const nodeOf = (id: string) => container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
  await waitFor(() => expect(nodeOf('c')).toBeVisible());
  const panel = within(screen.getByRole('region', { name: 'Node' }));
  return { onChange, nodeOf, panel };
};

/** The mouse events a real press, moves and release send (React Flow drags on mouse events, on the window). */
function pointer(target: HTMLElement) {
  const box = target.getBoundingClientRect();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const init = (dx: number, dy: number) => ({
    bubbles: true,
    cancelable: true,
    view: window,
    button: 0,
    clientX: at.x + dx,
    clientY: at.y + dy,
  });
  return {
    down() {
      target.dispatchEvent(new PointerEvent('pointerdown', { ...init(0, 0), pointerId: 1, isPrimary: true, buttons: 1 }));
      target.dispatchEvent(new MouseEvent('mousedown', { ...init(0, 0), buttons: 1 }));
    },
    move(dx: number, dy: number) {
      target.dispatchEvent(new PointerEvent('pointermove', { ...init(dx, dy), pointerId: 1, isPrimary: true, buttons: 1 }));
      target.dispatchEvent(new MouseEvent('mousemove', { ...init(dx, dy), buttons: 1 }));
    },
    up(dx: number, dy: number) {
      target.dispatchEvent(new PointerEvent('pointerup', { ...init(dx, dy), pointerId: 1, isPrimary: true }));
      target.dispatchEvent(new MouseEvent('mouseup', init(dx, dy)));
    },
  };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('FlowCanvas pointer selection', () => {
  it('shows a dragged node in the panel on release, and the node stays selected through the drop', async () => {
    const { onChange, nodeOf, panel } = await renderCanvas();
    const dragged = nodeOf('c')!;
    const drag = pointer(dragged);
    drag.down();
    for (let i = 1; i <= 10; i += 1) {
      drag.move(i * 4, i * 2);
      await frame();
    }
    // Held still mid-drag (time for any background render to land): the canvas selects the node at
    // once, the panel (and its form) waits for the release.
    for (let i = 0; i < 10; i += 1) await frame();
    expect(dragged).toHaveClass('selected');
    expect(panel.getByText(/Select a node on the canvas/)).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    // Whether the node ever loses its selection while the drop and the panel land (a stale
    // selection from the panels must not undo the canvas's own).
    let deselected = false;
    const watch = new MutationObserver(() => {
      if (!dragged.classList.contains('selected')) deselected = true;
    });
    watch.observe(dragged, { attributes: true, attributeFilter: ['class'] });
    drag.up(40, 20);
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Delivery' })).toBeVisible());
    await frame();
    watch.disconnect();
    expect(deselected).toBe(false);
    expect(dragged).toHaveClass('selected');
    expect(onChange).toHaveBeenCalledTimes(1);
    const moved = (onChange.mock.lastCall?.[0] as Flow).nodes.find((n) => n.id === 'c')!;
    expect(moved.position!.x).toBeGreaterThan(300);
  });

  it('shows a clicked node in the panel', async () => {
    const { onChange, nodeOf, panel } = await renderCanvas();
    const target = nodeOf('b')!;
    const click = pointer(target);
    click.down();
    click.up(0, 0);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, button: 0 }));
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Hours' })).toBeVisible());
    expect(target).toHaveClass('selected');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rings the canvas for keyboard focus inside it, not for a press on a node', async () => {
    const { nodeOf } = await renderCanvas();
    const canvas = screen.getByRole('region', { name: 'Chatbot flow' });
    const ring = () => getComputedStyle(canvas).outlineStyle;
    await userEvent.click(nodeOf('b')!);
    await waitFor(() => expect(nodeOf('b')).toHaveFocus());
    expect(ring()).toBe('none');
    for (let i = 0; i < 40 && !nodeOf('c')!.matches(':focus'); i += 1) await userEvent.tab();
    await expect.element(nodeOf('c')!).toHaveFocus();
    expect(ring()).toBe('solid');
  });
});

describe('FlowCanvas accessible names', () => {
  const renderIn = async (locale: 'en' | 'ar') => {
    const { container } = render(
      <WaslProvider locale={locale} theme="light">
        <Editor onChange={vi.fn()} />
      </WaslProvider>,
    );
    await waitFor(() => expect(container.querySelector('.react-flow__node[data-id="c"]')).toBeVisible());
    return container;
  };

  it('names React Flow’s attribution link in Arabic, never "React Flow attribution"', async () => {
    const container = await renderIn('ar');
    const link = screen.getByRole('link', { name: /^React Flow، المكتبة التي بُني عليها هذا المحرر/ });
    expect(link).toHaveAttribute('href', 'https://reactflow.dev');
    expect(link).toHaveTextContent('React Flow');
    expect(screen.queryByRole('link', { name: 'React Flow attribution' })).toBeNull();
    // One attribution only (React Flow's own is hidden), at the top inline-end corner as before.
    expect(container.querySelectorAll('.react-flow__attribution')).toHaveLength(1);
    expect(container.querySelector('.react-flow__attribution')).toHaveClass('top', 'left');
  });

  it('names it in English too, with its visible text first', async () => {
    await renderIn('en');
    const link = screen.getByRole('link', { name: /^React Flow, the library this editor is built on/ });
    expect(link.closest('.react-flow__attribution')).toHaveClass('top', 'right');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyFlow, type Flow } from '@wasl/api/models';
import { FlowCanvas, FlowEmulator, type FlowCanvasProps } from '@wasl/widgets/chatbot';
import { rtl } from '../../.storybook/globals';
import { bigFlow, hostileFlow, invalidFlow, smallFlow, storyEmulate } from '../support/flows';

/** The canvas with its emulator, holding the flow in state like the screen does. */
function Editor({ flow: initial, onChange, ...props }: FlowCanvasProps) {
  const [flow, setFlow] = useState<Flow>(initial);
  const emulate = useMemo(() => storyEmulate(flow), [flow]);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <FlowCanvas
        {...props}
        flow={flow}
        onChange={(next) => {
          setFlow(next);
          onChange(next);
        }}
      />
      <FlowEmulator onEmulate={emulate} />
    </div>
  );
}

const meta = {
  title: 'Widgets/FlowCanvas',
  component: FlowCanvas,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The chatbot flow editor on React Flow (`@xyflow/react`): message, agent ($AGENT), language ($LANG) and order ($ORDER) nodes with English and Arabic titles and texts; live WhatsApp-aware validation from `@wasl/api/models` `validateFlow` (the one the server refuses a deploy with); a node panel with “Connect to…”; an outline as the accessible equivalent of the graph. Keyboard: Tab to a node, Enter selects, arrows move (Shift: bigger steps), Delete removes. RTL: see “FlowCanvas RTL”. Shown here with the `FlowEmulator` panel.',
      },
    },
  },
  args: { flow: smallFlow, onChange: fn(), onUpgrade: fn(), height: 480 },
  // React Flow fits the view to the nodes' sizes once, at its first render: with a face still
  // loading, the nodes measured narrower and the zoom (and every edge's sub-pixel position) differed
  // from run to run. Every face the nodes use is loaded before the canvas renders.
  loaders: [
    () =>
      Promise.all(
        ['400', '500', '600'].flatMap((weight) => [
          document.fonts.load(`${weight} 14px 'IBM Plex Sans'`, 'Aa'),
          document.fonts.load(`${weight} 14px 'IBM Plex Sans Arabic'`, 'بب'),
        ]),
      ),
  ],
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof FlowCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

const nodesOf = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.react-flow__node');

/** Ends a keyboard story without focus, so the screenshot does not depend on where focus landed. */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Starts a keyboard story at the top of the story: the next Tab reaches its first control. */
const startAtTop = (canvasElement: HTMLElement) => {
  canvasElement.tabIndex = -1;
  canvasElement.focus();
};

/** Presses Tab until `target` has the focus (keyboard only: no click anywhere). */
async function tabTo(target: Element, shift = false, limit = 80) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab({ shift });
  await expect(target).toHaveFocus();
}

/** The seeded store's flow in small: five nodes, every type, no problems. */
export const Small: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(5));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No problems|لا مشكلات/)).toBeVisible();
  },
};

/** Markup stays text, bidi is isolated, 200-character texts wrap inside the node. */
export const Hostile: Story = {
  args: { flow: hostileFlow },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(4));
    await expect(within(canvasElement).getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('.react-flow script, .react-flow img[src="x"], .react-flow svg[onload]')).toBeNull();
  },
};

/** Every WhatsApp problem once; each node carries a badge and each problem focuses its node. */
export const Invalid: Story = {
  args: { flow: invalidFlow },
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const problems = within(canvas.getByRole('region', { name: ar ? 'المشكلات' : 'Problems' }));
    await waitFor(() => expect(problems.getAllByRole('listitem')).toHaveLength(5));
    await expect(problems.getByText(ar ? /يعرض واتساب 3 أزرار رد/ : /at most 3 reply buttons/)).toBeVisible();
    await userEvent.click(problems.getByRole('button', { name: ar ? 'اعرض عرض قديم' : 'Show Old offer' }));
    await waitFor(() => expect(canvasElement.querySelector('.react-flow__node[data-id="orphan"]')).toHaveFocus());
  },
};

/** 500 nodes and 600 edges at zoom 1: only the nodes in view render; the outline lists all 500. */
export const FiveHundredNodes: Story = {
  args: { flow: bigFlow(500, 600), fitView: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nodesOf(canvasElement).length).toBeGreaterThan(0));
    await expect(nodesOf(canvasElement).length).toBeLessThan(60);
    // The outline renders just after the canvas (a background render).
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: /^(Select|حدّد) Step|^(Select|حدّد) الخطوة/ })).toHaveLength(500),
    );
  },
};

/** A ten-node plan (SPEC §9 isGreaterThenTen): adding the eleventh calls onUpgrade and adds nothing. */
export const NodeLimit: Story = {
  args: { flow: bigFlow(10, 9), maxNodes: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(10));
    const add = canvas.getAllByRole('button', { name: /^(Add|إضافة)/ })[0]!;
    await userEvent.click(add);
    await expect(args.onUpgrade).toHaveBeenCalledWith(10);
    await expect(nodesOf(canvasElement)).toHaveLength(10);
    // The screenshot is of the flow, not of a button half-way out of its hover and press states.
    await userEvent.unhover(add);
    await waitFor(() => expect(add).not.toHaveAttribute('data-hovered'));
    await waitFor(() => expect(add).not.toHaveAttribute('data-pressed'));
  },
};

/**
 * Keyboard only: add two messages, write both languages, connect the first to the second with
 * "Connect to…", move a node with the arrow keys, then emulate the conversation.
 */
export const KeyboardBuildAndEmulate: Story = {
  args: { flow: emptyFlow() },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const addMessage = canvas.getByRole('button', { name: ar ? 'إضافة رسالة' : 'Add Message' });
    const fill = async (label: RegExp, text: string) => {
      await tabTo(canvas.getByRole('textbox', { name: label }));
      await userEvent.keyboard(text);
    };
    // Title and text in the interface language (the other language falls back to it).
    const build = async (enTitle: string, arTitle: string, enText: string, arText: string) => {
      await tabTo(addMessage, true);
      await userEvent.keyboard('{Enter}');
      await fill(ar ? /العنوان بالعربية/ : /English title/, ar ? arTitle : enTitle);
      await fill(ar ? /النص بالعربية/ : /English text/, ar ? arText : enText);
    };
    startAtTop(canvasElement);
    await tabTo(addMessage);
    await build('Hi', 'أهلًا', 'Hello', 'مرحبًا');
    await build('Hours', 'الساعات', '9-10', '٩-١٠');
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(2));

    // Select the first node from the outline, then connect it to the second.
    await tabTo(canvas.getByRole('button', { name: ar ? 'حدّد أهلًا' : 'Select Hi' }));
    await userEvent.keyboard('{Enter}');
    const connectTo = canvas.getByRole('button', { name: ar ? /اربط بـ…/ : /Connect to…/ });
    await tabTo(connectTo);
    await userEvent.keyboard('{ArrowDown}');
    const option = await body.findByRole('option', { name: ar ? 'الساعات' : 'Hours' });
    await waitFor(() => expect(option).toHaveFocus(), { timeout: 5_000 });
    await userEvent.keyboard('{Enter}');
    await tabTo(canvas.getByRole('button', { name: ar ? 'ربط' : 'Connect' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelectorAll('.react-flow__edge')).toHaveLength(1));
    await expect(canvas.getByText(ar ? 'تؤدي إلى الساعات' : 'Leads to Hours')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      nodes: expect.any(Array),
      edges: [{ id: 'e-node-1-node-2', source: 'node-1', target: 'node-2' }],
    });

    // Emulate: start, read the welcome, press its only button.
    await tabTo(canvas.getByRole('button', { name: ar ? 'ابدأ المحادثة' : 'Start the conversation' }));
    await userEvent.keyboard('{Enter}');
    const log = within(canvas.getByRole('list', { name: ar ? 'سجل المحادثة' : 'Chat log' }));
    await expect(await log.findByText(ar ? 'مرحبًا' : 'Hello')).toBeVisible();
    const choice = await canvas.findByRole('button', { name: ar ? 'الساعات' : 'Hours' });
    await tabTo(choice);
    await userEvent.keyboard('{Enter}');
    await expect(await log.findByText(ar ? '٩-١٠' : '9-10')).toBeVisible();
    blur();
  },
};

/** Select, move with the arrow keys, delete — from the keyboard; the node's edges go with it (SPEC §4). */
export const KeyboardMoveAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(5));
    const faq = canvasElement.querySelector<HTMLElement>('.react-flow__node[data-id="faq"]')!;
    startAtTop(canvasElement);
    await tabTo(faq);
    // Graph space: ArrowRight is +x in both directions (the graph does not mirror).
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowDown}');
    const moved = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Flow;
    await expect(moved.nodes.find((n) => n.id === 'faq')!.position).toEqual({ x: 310, y: 225 });
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(nodesOf(canvasElement)).toHaveLength(4));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Flow;
    await expect(last.edges.some((e) => e.source === 'faq' || e.target === 'faq')).toBe(false);
    blur();
  },
};

export const SmallRtl: Story = { ...Small, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MessageSquareText } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmptyState, GridList, GridListItem, gridListSelectionModes, Icon, type GridListProps } from '@wasl/ui';
import { DomainStatusPill } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { expectLoadingCollection } from '../support/loading';

interface Agent {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'invited';
}

interface QuickMessage {
  id: string;
  title: string;
  text: string;
}

/** Names in both scripts in each language: the list must isolate each one (`<bdi>`). */
const agents: { en: Agent[]; ar: Agent[] } = {
  en: [
    { id: 'agent-1', name: 'Sara Al-Qahtani', email: 'sara@noon-store.sa', status: 'active' },
    { id: 'agent-2', name: 'عمر حداد', email: 'omar@noon-store.sa', status: 'active' },
    { id: 'agent-3', name: 'Lina Farouk', email: 'lina@noon-store.sa', status: 'invited' },
    { id: 'agent-4', name: 'يوسف الحربي', email: 'yousef@noon-store.sa', status: 'active' },
  ],
  ar: [
    { id: 'agent-1', name: 'سارة القحطاني', email: 'sara@noon-store.sa', status: 'active' },
    { id: 'agent-2', name: 'Omar Haddad', email: 'omar@noon-store.sa', status: 'active' },
    { id: 'agent-3', name: 'لينا فاروق', email: 'lina@noon-store.sa', status: 'invited' },
    { id: 'agent-4', name: 'Yousef Al-Harbi', email: 'yousef@noon-store.sa', status: 'active' },
  ],
};

const copy = {
  en: {
    agents: 'Agents',
    edit: 'Edit',
    editName: (name: string) => `Edit ${name}`,
    quickMessages: 'Quick messages',
    messages: [
      { id: 'greeting', title: 'Greeting', text: 'Hello! Thanks for contacting us. How can we help you today?' },
      {
        id: 'tracking',
        title: 'Order tracking',
        text: 'You can follow your order at any time from the link in your confirmation message.',
      },
      { id: 'hours', title: 'Working hours', text: 'Our team answers from 9 am to 10 pm, Saturday to Thursday.' },
    ] satisfies QuickMessage[],
    emptyTitle: 'No agents yet',
    emptyDescription: 'Invite agents to answer your customers’ chats with you.',
    invite: 'Invite an agent',
  },
  ar: {
    agents: 'الموظفون',
    edit: 'تعديل',
    editName: (name: string) => `تعديل ${name}`,
    quickMessages: 'الرسائل السريعة',
    messages: [
      { id: 'greeting', title: 'الترحيب', text: 'مرحبًا! شكرًا لتواصلك معنا. كيف يمكننا مساعدتك اليوم؟' },
      { id: 'tracking', title: 'تتبع الطلب', text: 'يمكنك متابعة طلبك في أي وقت من الرابط في رسالة التأكيد.' },
      { id: 'hours', title: 'ساعات العمل', text: 'يرد فريقنا من 9 صباحًا حتى 10 مساءً، من السبت إلى الخميس.' },
    ] satisfies QuickMessage[],
    emptyTitle: 'لا يوجد موظفون بعد',
    emptyDescription: 'ادعُ موظفين للرد على محادثات عملائك معك.',
    invite: 'دعوة موظف',
  },
};

type StoryArgs = Omit<GridListProps<Agent>, 'children'> & { onEdit?: (id: string) => void };

/** Agents with their e-mail, status and an Edit button per row. */
function AgentList({ onEdit, ...args }: StoryArgs) {
  const c = useCopy(copy);
  const items = useCopy(agents);
  return (
    <GridList aria-label={c.agents} items={items} {...args}>
      {(agent) => (
        <GridListItem
          id={agent.id}
          textValue={agent.name}
          description={<bdi>{agent.email}</bdi>}
          end={
            <>
              <DomainStatusPill domain="agent" status={agent.status} size="sm" />
              <Button variant="secondary" size="sm" aria-label={c.editName(agent.name)} onPress={() => onEdit?.(agent.id)}>
                {c.edit}
              </Button>
            </>
          }
        >
          <bdi>{agent.name}</bdi>
        </GridListItem>
      )}
    </GridList>
  );
}

const meta = {
  title: 'Primitives/GridList',
  // Autodocs describes GridList's own props; the stories feed it agents and quick messages.
  component: GridList as unknown as (props: StoryArgs) => ReactNode,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An interactive list of rich rows: agents with their e-mail, status and buttons, quick messages to pick from. Each `GridListItem` has a main line, an optional `description`, a `start` visual and `end` content. Arrow keys move between rows, Tab moves into the focused row’s buttons, Space checks a row (`selectionMode` single or multiple adds checkboxes) and Enter opens it (`onAction`). As in react-aria, once a row is checked the list is in selection mode: Enter no longer opens rows and a click checks the row instead, so give rows their own buttons for what must stay reachable. Shows skeleton rows with `isLoading` and an `emptyState` with the next action. Not for records compared column by column (use Table), nor for a plain choice in a form (use RadioGroup, CheckboxGroup or Select).',
      },
    },
  },
  argTypes: { selectionMode: { control: 'inline-radio', options: gridListSelectionModes } },
  args: { selectionMode: 'multiple', isLoading: false, onAction: fn(), onSelectionChange: fn(), onEdit: fn() },
  render: (args) => <AgentList {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Agents, by keyboard only: arrows between rows, Enter opens a row, Space checks it, Tab goes to the
 * row's Edit button and the arrows leave it for the next row. Once a row is checked the list is in
 * selection mode (react-aria): Enter no longer opens rows, the row buttons still work.
 */
export const Agents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenLastCalledWith('agent-2');
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // The checkbox is not a tab stop of its own: Tab goes to the row's button.
    await userEvent.tab();
    const edit = within(rows[1] as HTMLElement).getByRole('button');
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith('agent-2');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rows[3]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    const selection = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...selection]).toEqual(['agent-2', 'agent-3']);
  },
};

function QuickMessageList(args: StoryArgs) {
  const c = useCopy(copy);
  return (
    <GridList
      aria-label={c.quickMessages}
      items={c.messages}
      selectionMode={args.selectionMode}
      defaultSelectedKeys={args.defaultSelectedKeys}
      onAction={args.onAction}
      onSelectionChange={args.onSelectionChange}
    >
      {(message) => (
        <GridListItem id={message.id} textValue={message.title} description={message.text} start={<Icon icon={MessageSquareText} />}>
          {message.title}
        </GridListItem>
      )}
    </GridList>
  );
}

/** Quick messages to insert into a chat: no checkboxes, Enter uses the focused message. */
export const QuickMessages: Story = {
  args: { selectionMode: 'none' },
  render: (args) => <QuickMessageList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.tab();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('hours');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(rows[0]).toHaveFocus());
  },
};

/** Single selection (the default reply of a section): Space on another row moves the check. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['tracking'] },
  render: (args) => <QuickMessageList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    // Tab lands on the selected row.
    await userEvent.tab();
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp} ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

/** A disabled row (an agent whose invitation is pending) is skipped by the arrows; its button is disabled too. */
export const DisabledRow: Story = {
  args: { disabledKeys: ['agent-3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-disabled', 'true');
    await expect(within(rows[2] as HTMLElement).getByRole('button')).toBeDisabled();
    await userEvent.tab();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(rows[3]).toHaveFocus());
  },
};

/** Without selection: rows only open (Enter) and hold their buttons. */
export const NoSelection: Story = { args: { selectionMode: 'none' } };

/** Skeleton rows shaped like the content; the list is marked busy and says "Loading" once. */
export const Loading: Story = {
  args: { isLoading: true },
  // Three rows of two text lines and an end block.
  play: ({ canvasElement }) => expectLoadingCollection(canvasElement, 'grid', 9),
};

/** No agents: the empty state explains why and offers the next action. */
export const Empty: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <AgentList
        {...args}
        items={[]}
        emptyState={<EmptyState title={c.emptyTitle} description={c.emptyDescription} action={<Button>{c.invite}</Button>} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /No agents yet|لا يوجد موظفون بعد/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Invite an agent|دعوة موظف/ })).toBeVisible();
  },
};

/** In Arabic the checkbox sits at the right (inline start) and the buttons at the left; arrows work the same. */
export const AgentsRtl: Story = {
  ...Agents,
  globals: rtl,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    const firstRow = canvas.getAllByRole('row')[0] as HTMLElement;
    const checkbox = within(firstRow).getByRole('checkbox').closest('label')?.getBoundingClientRect();
    const edit = within(firstRow).getByRole('button').getBoundingClientRect();
    await expect(checkbox?.left ?? 0).toBeGreaterThan(edit.right);
    await Agents.play?.(context);
  },
};
export const QuickMessagesRtl: Story = { ...QuickMessages, globals: rtl, tags: ['rtl-twin'] };
export const SingleSelectionRtl: Story = { ...SingleSelection, globals: rtl, tags: ['rtl-twin'] };
export const DisabledRowRtl: Story = { ...DisabledRow, globals: rtl, tags: ['rtl-twin'] };
export const LoadingRtl: Story = { ...Loading, globals: rtl, tags: ['rtl-twin'] };
export const EmptyRtl: Story = { ...Empty, globals: rtl, tags: ['rtl-twin'] };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '@wasl/ui';
import { AgentTable } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { agentsAr, agentsEn, hostileAgents, hostileSections, sectionsAr, sectionsEn } from '../support/agents';
import { useCopy, useStoryT } from '../support/i18n';

const meta = {
  title: 'Widgets/AgentTable',
  component: AgentTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The agents of SPEC §3 (`GET /section/agent`'s `Agent_Data.result`): name, e-mail (in `<bdi>`), status (invited, active), the sections with their colour, the service switch, feedback and rating, and a menu per row (rename, sections, remove). Pure: the screen saves what the switch and the menu ask.",
      },
    },
  },
  args: { 'aria-label': 'Agents', agents: agentsEn, sections: sectionsEn, onServiceChange: fn(), onAction: fn() },
  render: function Render(args) {
    const copy = useCopy({ en: { agents: agentsEn, sections: sectionsEn }, ar: { agents: agentsAr, sections: sectionsAr } });
    const real = args.agents === agentsEn;
    return <AgentTable {...args} agents={real ? copy.agents : args.agents} sections={real ? copy.sections : args.sections} />;
  },
} satisfies Meta<typeof AgentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two active agents (one off duty) and one invitation; sections as coloured tags. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('agent-name')).toHaveLength(3);
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
  },
};

/** Keyboard only: Tab enters the table, arrows reach a service switch (Space flips it) and a row menu (Enter opens it, arrows choose, Enter acts). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const forward = ar ? '{ArrowLeft}' : '{ArrowRight}';
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    // Down to Omar's row, then along it to the service switch.
    await userEvent.keyboard('{ArrowDown}');
    const switches = canvas.getAllByRole('switch');
    for (let i = 0; i < 8 && document.activeElement !== switches[1]; i += 1) await userEvent.keyboard(forward);
    await expect(switches[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onServiceChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), true));
    const actions = canvas.getByRole('button', { name: ar ? 'إجراءات عمر حداد' : 'Actions for Omar Haddad' });
    for (let i = 0; i < 6 && document.activeElement !== actions; i += 1) await userEvent.keyboard(forward);
    await expect(actions).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'sections'));
  },
};

/** Keyboard only: an invited agent's menu offers "Re-send invitation" (an active agent's does not). */
export const ResendInvitation: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const forward = ar ? '{ArrowLeft}' : '{ArrowRight}';
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const actions = canvas.getByRole('button', { name: ar ? 'إجراءات لمى الغامدي' : 'Actions for Lama Al-Ghamdi' });
    for (let i = 0; i < 12 && document.activeElement !== actions; i += 1) await userEvent.keyboard(forward);
    await expect(actions).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 'resend'));
  },
};

/** A service change on its way: that switch waits. */
export const SavingService: Story = { args: { pendingServiceIds: [2] } };

/** The first page loading: skeleton rows shaped like the data. */
export const Loading: Story = { args: { agents: [], isLoading: true } };

/** No agents yet: the explanation and the next step. */
export const Empty: Story = {
  args: { agents: [] },
  render: function Render(args) {
    const t = useStoryT();
    return (
      <AgentTable {...args} emptyState={<EmptyState title={t('agents:screen.emptyTitle')} description={t('agents:screen.emptyText')} />} />
    );
  },
};

/** Hostile names, e-mails and sections render as text and wrap inside the table. */
export const Hostile: Story = {
  args: { agents: hostileAgents, sections: hostileSections },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg[onload]')).toBeNull();
    await expect(within(canvasElement).getAllByTestId('agent-name')).toHaveLength(3);
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

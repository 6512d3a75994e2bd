import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SectionList } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { hostileSections, sectionsAr, sectionsEn } from '../support/agents';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/SectionList',
  component: SectionList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'The sections (SPEC §3): colour, name, hours and how many agents serve each, with Edit and Delete.' },
    },
  },
  args: { sections: sectionsEn, agentCounts: { 1: 2, 2: 1 }, onEdit: fn(), onDelete: fn() },
  render: function Render(args) {
    const sections = useCopy({ en: sectionsEn, ar: sectionsAr });
    return <SectionList {...args} sections={args.sections === sectionsEn ? sections : args.sections} />;
  },
} satisfies Meta<typeof SectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sections; keyboard only, Tab reaches each Edit and Delete, Enter acts. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { sections: [] } };

export const Hostile: Story = {
  args: { sections: hostileSections },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

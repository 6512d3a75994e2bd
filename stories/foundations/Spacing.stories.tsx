import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wasl/tokens';
import { radius, space } from '@wasl/tokens/values';
import { Section } from './Swatches';

const meta = {
  title: 'Foundations/Spacing',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A 4 px grid: `space[n]` is n × 4 px (`0_5` is 2 px). Radii: `sm` inputs and buttons, `md` cards and menus, `lg` dialogs and chat bubbles, `full` pills and avatars. Layout uses the logical sprinkles (`paddingInline`, `marginBlockStart`), so spacing mirrors in Arabic.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <Section title="space">
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ inlineSize: 64 }}>{name}</code>
          <div style={{ inlineSize: value, blockSize: 16, background: vars.color.accent.default }} />
          <span style={{ color: vars.color.text.muted }}>{value}</span>
        </div>
      ))}
    </Section>
  ),
};

export const Radii: Story = {
  render: () => (
    <Section title="radius">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.entries(radius).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
            <div style={{ inlineSize: 64, blockSize: 64, borderRadius: value, border: `2px solid ${vars.color.border.strong}` }} />
            <code>{name}</code>
          </div>
        ))}
      </div>
    </Section>
  ),
};

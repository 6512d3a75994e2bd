import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThemeName } from '@wasl/tokens';
import { ColourRoles, ContrastTable, Section } from './Swatches';

const meta = {
  title: 'Foundations/Colours',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Semantic colour roles. Components use roles (`vars.color.surface.default`), never raw values; each theme defines every role, and a unit test checks every text/background and UI/background pair against WCAG AA in both themes. Switch the theme in the toolbar to see the dark values.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const groups = ['surface', 'text', 'border', 'accent', 'focus', 'chart'] as const;

export const Roles: Story = {
  render: (_args, { globals }) => (
    <div>
      {groups.map((group) => (
        <Section key={group} title={group}>
          <ColourRoles theme={globals.theme as ThemeName} group={group} />
        </Section>
      ))}
    </div>
  ),
};

export const StatusTones: Story = {
  render: (_args, { globals }) => (
    <Section title="status">
      <ColourRoles theme={globals.theme as ThemeName} group="status" />
    </Section>
  ),
};

export const Contrast: Story = {
  render: (_args, { globals }) => (
    <Section title="contrast (AA)">
      <ContrastTable theme={globals.theme as ThemeName} />
    </Section>
  ),
};

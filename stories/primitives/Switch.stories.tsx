import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Switch } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    support: 'Human support',
    supportHint: 'Customers can reach an agent in this section.',
    bot: 'Chatbot flow',
    botHint: 'The bot answers first and hands over to an agent.',
  },
  ar: {
    support: 'الدعم البشري',
    supportHint: 'يمكن للعملاء التواصل مع موظف في هذا القسم.',
    bot: 'مسار روبوت المحادثة',
    botHint: 'يرد الروبوت أولًا ثم يحوّل المحادثة إلى موظف.',
  },
};

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A setting that takes effect at once: the support and bot-flow toggles of a section (SPEC §4). Space toggles it; "on" moves the thumb to the inline end (left in Arabic). For a choice saved with a form, use Checkbox.',
      },
    },
  },
  args: { children: null, onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Switch {...args} description={c.supportHint}>
        {c.support}
      </Switch>
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

/** The two section toggles of the agents page, as they sit together. */
export const SectionToggles: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Switch {...args} defaultSelected description={c.supportHint}>
          {c.support}
        </Switch>
        <Switch {...args} description={c.botHint}>
          {c.bot}
        </Switch>
      </div>
    );
  },
};

/** Keyboard only: Tab to the switch, Space turns it on and off; the thumb sits at the inline end when on. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    const track = canvasElement.querySelector('label span[aria-hidden="true"]') as HTMLElement;
    const thumb = track.firstElementChild as HTMLElement;
    const [t, h] = [track.getBoundingClientRect(), thumb.getBoundingClientRect()];
    // On = thumb at the inline end: right in English, left in Arabic.
    if (globals.locale === 'ar') await expect(h.left - t.left).toBeLessThan(t.right - h.right);
    else await expect(t.right - h.right).toBeLessThan(h.left - t.left);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const OnRtl: Story = { ...On, globals: rtl, tags: ['rtl-twin'] };
export const SectionTogglesRtl: Story = { ...SectionToggles, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardToggleRtl: Story = { ...KeyboardToggle, globals: rtl, tags: ['rtl-twin'] };

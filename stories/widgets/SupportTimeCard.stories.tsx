import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SupportTimeCard, type SupportSwitch } from '@wasl/widgets/agents/SupportTimeCard';
import { STORY_NOW, defaultSupport, hostileSupport, salesSupportAr, salesSupportEn } from '../support/agentSettings';
import { useCopy } from '../support/i18n';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Widgets/Agents/SupportTimeCard',
  component: SupportTimeCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One section's (or the default's) support time on /agents/settings: start and end (the same time = all day), the IANA time zone searched by city, id, local name or offset (every zone of `Intl.supportedValuesOf('timeZone')`, named in the merchant's language), and the human-support and chatbot-flow switches: optimistic while the call runs, then the answer's `Status`, rolled back on a failure.",
      },
    },
  },
  args: {
    settings: salesSupportEn,
    title: 'Sales',
    now: STORY_NOW,
    onSave: fn(),
    onToggle: fn(async (_which: SupportSwitch, wished: boolean): Promise<boolean | undefined> => wished),
  },
  render: function Render(args) {
    const copy = useCopy({ en: { settings: salesSupportEn, title: 'Sales' }, ar: { settings: salesSupportAr, title: 'المبيعات' } });
    const real = args.settings === salesSupportEn;
    return <SupportTimeCard {...args} settings={real ? copy.settings : args.settings} title={real ? copy.title : args.title} />;
  },
} satisfies Meta<typeof SupportTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section with its own hours in Riyadh, support and the chatbot on. */
export const Section: Story = {};

/** The default of SPEC §9: 00:00–00:00 (all day) in Asia/Kolkata. */
export const Default: Story = {
  args: { settings: defaultSupport, title: 'All sections (default)', description: 'Used for conversations without a section.' },
};

/** Keyboard only: type a city in the time zone, choose it with the arrows and Enter, then save with Enter. */
export const KeyboardTimeZone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('combobox');
    for (let i = 0; i < 12 && document.activeElement !== zone; i += 1) await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('buenos');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect((zone as HTMLInputElement).value).toContain('Buenos_Aires'));
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role="listbox"]')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /save hours|حفظ الساعات/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        Start: '09:00',
        End: '17:00',
        Time_Zone: expect.stringMatching(/^America\/(Argentina\/)?Buenos_Aires$/),
      }),
    );
  },
};

/** Keyboard only: Space flips a switch; it shows the wish while the call runs, then the answer's Status. */
export const KeyboardSwitches: Story = {
  args: {
    onToggle: fn(async (_which: SupportSwitch, wished: boolean): Promise<boolean | undefined> => {
      await wait(200);
      return wished;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const [support, botflow] = within(canvasElement).getAllByRole('switch');
    for (let i = 0; i < 16 && document.activeElement !== support; i += 1) await userEvent.tab();
    await expect(support).toHaveFocus();
    await expect(support).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(support).not.toBeChecked();
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith('support', false));
    await userEvent.tab();
    await expect(botflow).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith('botflow', false));
    await waitFor(() => expect(botflow).not.toBeChecked());
    await wait(300);
    await expect(support).not.toBeChecked();
  },
};

/** The server refuses: the switch goes back to what it was. */
export const SwitchRollback: Story = {
  args: {
    onToggle: fn(async (_which: SupportSwitch, _wished: boolean): Promise<boolean | undefined> => {
      await wait(150);
      return undefined;
    }),
  },
  play: async ({ canvasElement }) => {
    const [support] = within(canvasElement).getAllByRole('switch');
    for (let i = 0; i < 16 && document.activeElement !== support; i += 1) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(support).not.toBeChecked();
    await waitFor(() => expect(support).toBeChecked());
  },
};

/** The server's Status wins over the wish (it flipped what it had). */
export const AnswerWins: Story = {
  args: { onToggle: fn(async (_which: SupportSwitch, _wished: boolean): Promise<boolean | undefined> => true) },
  play: async ({ canvasElement }) => {
    const [, botflow] = within(canvasElement).getAllByRole('switch');
    for (let i = 0; i < 18 && document.activeElement !== botflow; i += 1) await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(botflow).toBeChecked());
  },
};

/** Saving the hours. */
export const Saving: Story = { args: { isSaving: true } };

/** A hostile section name (bidi controls) in a three-part zone id. */
export const Hostile: Story = { args: { settings: hostileSupport, title: hostileSupport.name } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WIDGET_DEFAULTS } from '@wasl/api/models';
import type { WidgetState } from '@wasl/api/types';
import { WebsiteWidgetCard } from '@wasl/widgets/websiteWidget';
import hostile from '../support/fixtures/hostile-strings.json';
import { writeText } from '../support/integration';

const saved: WidgetState = {
  settings: { ...WIDGET_DEFAULTS, color: '#2f6fde' },
  public_id: 'Xk3v9QeR2mP7tL0aB4cD5e',
  number: { phone: '+966920001234', source: 'contacts' },
  in_plan: true,
};

const meta = {
  title: 'Widgets/Integration/WebsiteWidgetCard',
  component: WebsiteWidgetCard,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "The website widget (SPEC §6 `widget`): a WhatsApp chat button for the merchant's store. Colour, corner (mirrored on Arabic pages), the button's text and the pre-filled message in both languages, a live preview on an English and an Arabic page (the link, label and ink the served script shows), the number it opens, and the snippet with copy. Outside the plan a notice offers the upgrade.",
      },
    },
  },
  args: {
    state: saved,
    origin: 'https://app.wasl.dev',
    onSave: fn(),
    onUpgrade: fn(),
    contactsHref: '/contacts',
    writeText,
  },
} satisfies Meta<typeof WebsiteWidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved: the preview opens wa.me with the number and the message; the snippet carries the public id. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('widget-snippet')).toHaveTextContent(
      '<script src="https://app.wasl.dev/public/v1.0/widget.js" data-wasl-widget="Xk3v9QeR2mP7tL0aB4cD5e" async></script>',
    );
    const en = within(canvas.getByTestId('widget-preview-en')).getByRole('link');
    await expect(en).toHaveAttribute('href', `https://wa.me/966920001234?text=${encodeURIComponent(WIDGET_DEFAULTS.message.en)}`);
    await expect(en).toHaveTextContent(WIDGET_DEFAULTS.label.en);
    await expect(within(canvas.getByTestId('widget-preview-ar')).getByRole('link')).toHaveTextContent(WIDGET_DEFAULTS.label.ar);
  },
};

/** Never saved: the defaults, and no snippet until the first save. */
export const Unsaved: Story = {
  args: { state: { ...saved, settings: null, public_id: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('widget-snippet')).toBeNull();
  },
};

/** Outside the plan: the notice offers the upgrade. */
export const NotInPlan: Story = {
  args: { state: { ...saved, settings: null, public_id: null, in_plan: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /See what the upgrade brings|اطّلع على ما تضيفه الترقية/ }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** No approved number and none in the profile: the button cannot open a chat, the card says where to add one. */
export const NoNumber: Story = {
  args: { state: { ...saved, number: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('widget-preview-en')).queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Go to Contacts|الانتقال إلى جهات الاتصال/ })).toHaveAttribute('href', '/contacts');
  },
};

/** The start corner, switched off on the store: the preview says it is hidden. */
export const Off: Story = {
  args: { state: { ...saved, settings: { ...saved.settings!, enabled: false, position: 'start' } } },
};

/** Hostile merchant text is shown as text (no markup runs) and travels URI-encoded in the link. */
export const Hostile: Story = {
  args: {
    state: {
      ...saved,
      settings: {
        ...saved.settings!,
        color: '#ffcc00',
        position: 'start',
        label: { en: hostile.markup[1]!, ar: hostile.bidi[1]! },
        message: { en: `${hostile.markup[0]} ${hostile.urls[0]}`, ar: hostile.long[0]!.trim() },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    const en = within(canvas.getByTestId('widget-preview-en')).getByRole('link');
    await expect(en).toHaveTextContent(hostile.markup[1]!);
    await expect(en.getAttribute('href')).toBe(
      `https://wa.me/966920001234?text=${encodeURIComponent(`${hostile.markup[0]} ${hostile.urls[0]}`)}`,
    );
  },
};

/** Keyboard only: Tab to the Arabic button text, replace it, Tab on to Save, Enter saves the edited settings. */
export const KeyboardSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Button text in Arabic|نص الزر بالعربية/ });
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('راسلنا');
    await waitFor(() => expect(within(canvas.getByTestId('widget-preview-ar')).getByRole('link')).toHaveTextContent('راسلنا'));
    const save = canvas.getByRole('button', { name: /Save widget|حفظ الأداة/ });
    while (document.activeElement !== save) await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ ...saved.settings!, label: { ...saved.settings!.label, ar: 'راسلنا' } }),
    );
  },
};

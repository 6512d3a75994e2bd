import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBox, ListBoxItem, ListBoxSection, type ListBoxProps } from '@wasl/ui';
import hostile from '../support/fixtures/hostile-strings.json';
import { useCopy } from '../support/i18n';

interface Section {
  id: string;
  name: string;
  hint: string;
}

const copy = {
  en: {
    label: 'Sections',
    replies: 'Quick messages',
    greetings: 'Greetings',
    orders: 'Orders',
    hostile: 'Customers',
    sections: [
      { id: 'sales', name: 'Sales', hint: 'New orders and prices' },
      { id: 'support', name: 'Support', hint: 'Deliveries, returns and complaints' },
      { id: 'vip', name: 'كبار العملاء', hint: 'Customers with more than ten orders' },
      { id: 'wholesale', name: 'Wholesale', hint: 'Orders of 50 items or more' },
    ] satisfies Section[],
    hello: ['/hello', 'Hello! Thanks for contacting us. How can we help you today?'],
    hours: ['/hours', 'Our team answers from 9 am to 10 pm, Saturday to Thursday.'],
    track: ['/track', 'You can follow your order at any time from the link in your confirmation message.'],
  },
  ar: {
    label: 'الأقسام',
    replies: 'الرسائل السريعة',
    greetings: 'الترحيب',
    orders: 'الطلبات',
    hostile: 'العملاء',
    sections: [
      { id: 'sales', name: 'المبيعات', hint: 'الطلبات الجديدة والأسعار' },
      { id: 'support', name: 'الدعم', hint: 'التوصيل والإرجاع والشكاوى' },
      { id: 'vip', name: 'VIP customers', hint: 'عملاء لديهم أكثر من عشرة طلبات' },
      { id: 'wholesale', name: 'الجملة', hint: 'طلبات من 50 قطعة أو أكثر' },
    ] satisfies Section[],
    hello: ['/hello', 'مرحبًا! شكرًا لتواصلك معنا. كيف يمكننا مساعدتك اليوم؟'],
    hours: ['/hours', 'يرد فريقنا من 9 صباحًا حتى 10 مساءً، من السبت إلى الخميس.'],
    track: ['/track', 'يمكنك متابعة طلبك في أي وقت من الرابط في رسالة التأكيد.'],
  },
};

type StoryArgs = Omit<ListBoxProps<Section>, 'children'>;

function Sections(args: StoryArgs) {
  const c = useCopy(copy);
  return (
    <ListBox aria-label={c.label} items={c.sections} {...args}>
      {(section) => (
        <ListBoxItem id={section.id} textValue={section.name} description={section.hint}>
          <bdi>{section.name}</bdi>
        </ListBoxItem>
      )}
    </ListBox>
  );
}

const meta = {
  title: 'Primitives/ListBox',
  component: ListBox as unknown as (props: StoryArgs) => ReactNode,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list of options on react-aria’s ListBox (`role="listbox"`): one tab stop, ↑/↓ move, Home/End jump, typing a name finds it, Enter or Space select (`selectionMode`) or perform `onAction`. `ListBoxItem` takes plain text or a richer row (then give `textValue`) and an optional `description`; `ListBoxSection` groups options under a title. `variant="plain"` drops the frame for a list inside another surface. `ListBoxAutocomplete` puts a ListBox of suggestions under a TextField or TextArea (react-aria’s Autocomplete: the text keeps the focus, ↑/↓ move a virtual focus, Enter performs the focused option’s action). The inbox’s conversations and the composer’s quick messages (`/` in the composer) use them. Rows with their own buttons belong in a GridList; a choice in a form in a Select or RadioGroup.',
      },
    },
  },
  args: { selectionMode: 'single', onAction: fn(), onSelectionChange: fn() },
  render: (args) => <Sections {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard only: Tab lands on the list, ↓/↑ move, End/Home jump, typing finds an option, Space
 * selects it, Tab leaves the list (one tab stop). The arrows are the same in Arabic.
 */
export const Keyboard: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['support'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(canvas.getByRole('listbox', { name: /Sections|الأقسام/ })).toBeVisible();
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await waitFor(() => expect(options[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[2]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(options[3]).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    await expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(options[2]).toHaveFocus());
  },
};

/** Without selection, Enter performs the option's action (open a conversation, insert a message). */
export const Actions: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    const options = within(canvasElement).getAllByRole('option');
    await userEvent.tab();
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('support');
  },
};

/** A disabled option is greyed and skipped by the arrows. */
export const Disabled: Story = {
  args: { disabledKeys: ['vip'] },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(options[3]).toHaveFocus());
  },
};

/** Titled groups; `variant="plain"` inside a surface of its own (here the quick messages of a composer). */
export const SectionsPlain: Story = {
  render: function Render() {
    const c = useCopy(copy);
    return (
      <ListBox aria-label={c.replies} variant="plain" selectionMode="none">
        <ListBoxSection title={c.greetings}>
          {[c.hello, c.hours].map(([key = '', text = '']) => (
            <ListBoxItem key={key} id={key} textValue={key} description={text}>
              <bdi>{key}</bdi>
            </ListBoxItem>
          ))}
        </ListBoxSection>
        <ListBoxSection title={c.orders}>
          <ListBoxItem id={c.track[0] ?? ''} textValue={c.track[0]} description={c.track[1]}>
            <bdi>{c.track[0]}</bdi>
          </ListBoxItem>
        </ListBoxSection>
      </ListBox>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('option', { name: /^\/track/ })).toHaveFocus());
  },
};

const hostileTexts = [...hostile.markup, ...hostile.bidi, ...hostile.long.slice(0, 2)];

/** Hostile customer text: markup, bidi controls and very long names stay text, cut with an ellipsis. */
export const Hostile: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <ListBox
          aria-label={c.hostile}
          items={hostileTexts.map((text, i) => ({ id: `h${i}`, text }))}
          selectionMode={args.selectionMode}
          onSelectionChange={args.onSelectionChange}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.text} description={item.text}>
              <bdi>{item.text}</bdi>
            </ListBoxItem>
          )}
        </ListBox>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option')).toHaveLength(hostileTexts.length);
    await expect(canvasElement.querySelector('script, img, svg[onload], a[href^="javascript"]')).toBeNull();
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('<script>alert(1)</script>');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack, Tag, TagGroup, tagSelectionModes, tagSizes, tagTones, type TagGroupProps } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy, useStoryT } from '../support/i18n';

const copy = {
  en: {
    labels: 'Contact labels',
    labelsHint: 'Labels help you filter contacts for campaigns.',
    // One Latin label in each language: user content may mix scripts.
    contactLabels: ['VIP', 'Wholesale', 'Riyadh', 'Returning customer', 'Abandoned cart'],
    fields: 'Campaign fields',
    fieldsEmpty: 'Pick the CSV columns to use in the message.',
    filter: 'Order status',
    channel: 'Channel',
    channels: ['WhatsApp', 'Store', 'Chatbot'],
    tones: 'Tones',
    small: 'Small',
    medium: 'Medium',
  },
  ar: {
    labels: 'تصنيفات جهات الاتصال',
    labelsHint: 'تساعدك التصنيفات على تصفية جهات الاتصال للحملات.',
    contactLabels: ['مميز', 'جملة', 'الرياض', 'عميل عائد', 'B2B'],
    fields: 'حقول الحملة',
    fieldsEmpty: 'اختر أعمدة ملف CSV لاستخدامها في الرسالة.',
    filter: 'حالة الطلب',
    channel: 'القناة',
    channels: ['واتساب', 'المتجر', 'روبوت المحادثة'],
    tones: 'الألوان',
    small: 'صغير',
    medium: 'متوسط',
  },
};

const toneWords = {
  en: { neutral: 'Neutral', accent: 'Accent', success: 'Paid', warning: 'Pending', danger: 'Blocked' },
  ar: { neutral: 'محايد', accent: 'مميز', success: 'مدفوع', warning: 'معلق', danger: 'محظور' },
};

type Args = Omit<TagGroupProps, 'children'>;

/** Contact labels the merchant can remove: the group keeps its own list and reports removals. */
function ContactLabels(args: Args) {
  const c = useCopy(copy);
  const [labels, setLabels] = useState(() => c.contactLabels.map((name, index) => ({ id: `label-${index}`, name })));
  return (
    <TagGroup
      label={c.labels}
      description={c.labelsHint}
      {...args}
      items={labels}
      onRemove={(keys) => {
        args.onRemove?.(keys);
        setLabels((current) => current.filter((label) => !keys.has(label.id)));
      }}
    >
      {(label) => <Tag id={label.id}>{label.name}</Tag>}
    </TagGroup>
  );
}

/** Filter chips for the orders list, with the real translated status names. */
function StatusFilter(args: Args) {
  const c = useCopy(copy);
  const t = useStoryT();
  const statuses = ['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'] as const;
  return (
    <TagGroup label={c.filter} selectionMode="multiple" {...args}>
      {statuses.map((status) => (
        <Tag key={status} id={status}>
          {t(`data:status.order.${status}`)}
        </Tag>
      ))}
    </TagGroup>
  );
}

const meta = {
  title: 'Primitives/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled, focusable set of short items: contact labels, the CSV fields of a campaign, filter chips over a list. Give `onRemove` to let people remove tags (a "Remove <name>" button on each; Backspace or Delete removes the focused tag); give `selectionMode` to use them as filter chips (checked chips are filled and show a tick). Arrow keys move between tags in reading order, so ArrowLeft moves forward in Arabic. Tones come from the status tokens. Not for statuses that cannot be changed (use Badge or StatusPill), nor for choosing one of a few options in a form (use RadioGroup or a Select).',
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
    selectionMode: { control: 'inline-radio', options: tagSelectionModes },
  },
  args: { children: null, onRemove: fn(), onSelectionChange: fn() },
  render: (args) => <ContactLabels {...args} />,
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const forwardKey = (locale: unknown) => (locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
const backwardKey = (locale: unknown) => (locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}');

/** Contact labels with removal, by keyboard only: Delete removes the focused tag, Tab reaches its remove button. */
export const Removable: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = () => canvas.getAllByRole('row').map((row) => row.textContent);
    const [, second, third] = texts();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('row')[0]).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(texts()).toHaveLength(4));
    await expect(texts()[0]).toBe(second);
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['label-0']));
    // Focus stays in the group on the tag that took the removed one's place.
    await waitFor(() => expect(canvas.getAllByRole('row')[0]).toHaveFocus());
    await userEvent.keyboard(forwardKey(globals.locale));
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveFocus());
    // Tab moves into the focused tag, onto its remove button; Enter presses it.
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: new RegExp(`${third}$`) });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(remove).toHaveAccessibleName(globals.locale === 'ar' ? `إزالة ${third}` : `Remove ${third}`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(texts()).toHaveLength(3));
    await expect(texts()).not.toContain(third);
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['label-2']));
  },
};

/** Filter chips: arrows follow the reading direction, Space checks and unchecks a chip. */
export const FilterChips: Story = {
  args: { selectionMode: 'multiple', onRemove: undefined },
  render: (args) => <StatusFilter {...args} defaultSelectedKeys={['delivered']} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    // Tab lands on the checked chip; the "back" arrow goes to the one before it.
    await userEvent.tab();
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard(backwardKey(globals.locale));
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(forwardKey(globals.locale));
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(forwardKey(globals.locale).repeat(2));
    await waitFor(() => expect(rows[4]).toHaveFocus());
    const selection = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...selection]).toEqual(['out_for_delivery']);
  },
};

/** One chip at a time (a channel filter); a disabled chip is skipped by the arrow keys. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', onRemove: undefined, tone: 'accent' },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <TagGroup {...args} label={c.channel} defaultSelectedKeys={['whatsapp']} disabledKeys={['store']}>
        <Tag id="whatsapp">{c.channels[0]}</Tag>
        <Tag id="store">{c.channels[1]}</Tag>
        <Tag id="chatbot">{c.channels[2]}</Tag>
      </TagGroup>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [whatsapp, store, chatbot] = canvas.getAllByRole('row');
    await expect(store).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await waitFor(() => expect(whatsapp).toHaveFocus());
    await userEvent.keyboard(forwardKey(globals.locale));
    await waitFor(() => expect(chatbot).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(chatbot).toHaveAttribute('aria-selected', 'true');
    await expect(whatsapp).toHaveAttribute('aria-selected', 'false');
  },
};

/** Every tone from the tokens, in both sizes. */
export const TonesAndSizes: Story = {
  render: function Render() {
    const c = useCopy(copy);
    const words = useCopy(toneWords);
    return (
      <Stack gap="4">
        {tagSizes.map((size) => (
          <TagGroup key={size} label={`${c.tones} · ${size === 'sm' ? c.small : c.medium}`} size={size}>
            {tagTones.map((tone) => (
              <Tag key={tone} id={tone} tone={tone}>
                {words[tone]}
              </Tag>
            ))}
          </TagGroup>
        ))}
      </Stack>
    );
  },
};

/** Small tags with removal: the campaign's chosen CSV fields. */
export const SmallRemovable: Story = {
  args: { size: 'sm', tone: 'accent' },
  render: function Render(args) {
    const c = useCopy(copy);
    const [fields, setFields] = useState(['name', 'phone', 'order_id', 'city']);
    return (
      <TagGroup
        {...args}
        label={c.fields}
        items={fields.map((id) => ({ id }))}
        onRemove={(keys) => setFields((current) => current.filter((field) => !keys.has(field)))}
      >
        {(field) => <Tag id={field.id}>{`{{${field.id}}}`}</Tag>}
      </TagGroup>
    );
  },
};

/** No tags yet: the group says so (a default text, or one that names the next step). */
export const Empty: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Stack gap="4">
        <TagGroup {...args} label={c.labels}>
          {[]}
        </TagGroup>
        <TagGroup {...args} label={c.fields} emptyText={c.fieldsEmpty}>
          {[]}
        </TagGroup>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('row')).toHaveLength(0);
    await expect(canvas.getByText(/No tags|لا توجد وسوم/)).toBeVisible();
  },
};

export const RemovableRtl: Story = { ...Removable, globals: rtl, tags: ['rtl-twin'] };
/** In Arabic the next chip is to the left: ArrowLeft moves forward. */
export const FilterChipsRtl: Story = {
  ...FilterChips,
  globals: rtl,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(document.documentElement.dir).toBe('rtl');
    // The next chip sits to the left of the first one on screen…
    const [first, next] = [rows[0]?.getBoundingClientRect(), rows[1]?.getBoundingClientRect()];
    await expect(next?.right).toBeLessThanOrEqual(first?.left ?? 0);
    // …and ArrowLeft goes to it; the rest of the keyboard test is the LTR one with the arrows swapped.
    await FilterChips.play?.(context);
  },
};
export const SingleSelectionRtl: Story = { ...SingleSelection, globals: rtl, tags: ['rtl-twin'] };
export const TonesAndSizesRtl: Story = { ...TonesAndSizes, globals: rtl, tags: ['rtl-twin'] };
export const EmptyRtl: Story = { ...Empty, globals: rtl, tags: ['rtl-twin'] };

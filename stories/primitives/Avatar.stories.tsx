import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, AvatarGroup, avatarSizes, avatarStatuses } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { pictures } from '../support/pictures';

const isAr = (globals: Record<string, unknown>) => globals.locale === 'ar';
const zwnj = '\u200C';

/** Screenshots wait for the pictures to be decoded. */
async function picturesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const img of root.querySelectorAll('img')) expect(img.complete && img.naturalWidth > 0).toBe(true);
  });
}

const names = {
  en: { sara: 'Sara Ahmed', omar: 'Omar Khalid', store: 'Rose Flowers' },
  ar: { sara: 'سارة أحمد', omar: 'عمر خالد', store: 'متجر الورد' },
};

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A person’s or a store’s picture, or their initials when there is none or it fails to load (first letters of the first and last word; in Arabic the article "ال" is skipped, so "محمد العتيبي" shows "م ع"). The initials’ colour is picked from the name among the token tones, so a person keeps their colour everywhere. Sizes 24/32/48 px; an optional presence dot (online, away, offline; offline is hollow) at the bottom inline-end corner, named for screen readers.',
          '',
          'Alone, an avatar is an image named after the person. When the name is written next to it (a list row, the profile menu), set `isDecorative` so the name is not read twice. `AvatarGroup` overlaps a few and counts the rest ("+3", read as "3 more people" with Arabic plurals).',
          '',
          'Not for logos in the page chrome or for icons; not a button by itself (wrap it in one, with a label, if it opens something).',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    status: { control: 'inline-radio', options: [undefined, ...avatarStatuses] },
  },
  args: { name: '', size: 'md' },
  render: function Render(args) {
    const name = useCopy(names).sara;
    return <Avatar {...args} name={args.name || name} src={args.src ?? pictures.sara} />;
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alone: an image named after the person. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img', { name: isAr(globals) ? 'سارة أحمد' : 'Sara Ahmed' })).toBeInTheDocument();
    await picturesLoaded(canvasElement);
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

/** Three sizes, with a picture and with initials. */
export const Sizes: Story = {
  render: function Render(args) {
    const n = useCopy(names);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
        {avatarSizes.map((size) => (
          <Avatar key={`p-${size}`} {...args} size={size} name={n.sara} src={pictures.sara} />
        ))}
        {avatarSizes.map((size) => (
          <Avatar key={`i-${size}`} {...args} size={size} name={n.omar} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => picturesLoaded(canvasElement),
};

export const SizesRtl: Story = { ...Sizes, globals: rtl, tags: ['rtl-twin'] };

const initialsCases = [
  { name: 'Sara Ahmed', initials: 'SA' },
  { name: 'محمد العتيبي', initials: `م${zwnj}ع` },
  { name: 'Omar bin Khalid', initials: 'OK' },
  { name: 'نورة بنت خالد', initials: `ن${zwnj}خ` },
  { name: 'Layla', initials: 'L' },
  { name: 'Sara العتيبي', initials: 'Sع' },
  { name: 'متجر الورد', initials: `م${zwnj}و` },
  { name: 'Fahad Saleh', initials: 'FS' },
];

/**
 * Initials from names in both scripts, each on the tone its name picks. Names are user content,
 * so the same names show in both languages; mixed-script initials stay isolated.
 */
export const Initials: Story = {
  render: function Render(args) {
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {initialsCases.map(({ name }) => (
          <Avatar key={name} {...args} name={name} size="lg" />
        ))}
        <Avatar {...args} name="+966 55 123 4567" size="lg" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name, initials } of initialsCases) {
      await expect(canvas.getByRole('img', { name })).toHaveTextContent(initials);
    }
    // No letters in the name: a person icon instead of initials.
    await expect(canvas.getByRole('img', { name: '+966 55 123 4567' }).querySelector('svg')).not.toBeNull();
  },
};

export const InitialsRtl: Story = { ...Initials, globals: rtl, tags: ['rtl-twin'] };

/** A picture that fails to load (a broken upload): the initials take its place and the name stays. */
export const BrokenPicture: Story = {
  args: { src: pictures.broken, size: 'lg' },
  render: function Render(args) {
    const name = useCopy(names).omar;
    return <Avatar {...args} name={name} />;
  },
  play: async ({ canvasElement, globals }) => {
    const avatar = within(canvasElement).getByRole('img', { name: isAr(globals) ? 'عمر خالد' : 'Omar Khalid' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent(isAr(globals) ? `ع${zwnj}خ` : 'OK');
  },
};

export const BrokenPictureRtl: Story = { ...BrokenPicture, globals: rtl, tags: ['rtl-twin'] };

/** Presence at the bottom inline-end corner (bottom left in Arabic); screen readers hear it with the name. */
export const Status: Story = {
  render: function Render(args) {
    const n = useCopy(names);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
        {avatarSizes.map((size) =>
          avatarStatuses.map((status) => (
            <Avatar
              key={`${size}-${status}`}
              {...args}
              size={size}
              status={status}
              name={status === 'online' ? n.sara : n.omar}
              src={status === 'online' ? pictures.sara : undefined}
            />
          )),
        )}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const expected = isAr(globals)
      ? ['سارة أحمد، متصل', 'عمر خالد، بعيد', 'عمر خالد، غير متصل']
      : ['Sara Ahmed, Online', 'Omar Khalid, Away', 'Omar Khalid, Offline'];
    for (const name of expected) await expect(canvas.getAllByRole('img', { name })).toHaveLength(3);
    await picturesLoaded(canvasElement);
  },
};

export const StatusRtl: Story = { ...Status, globals: rtl, tags: ['rtl-twin'] };

/**
 * Next to a written name the avatar is decorative: screen readers read the name once, plus the
 * presence ("Online").
 */
export const WithName: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { ...names.en, agent: 'Support agent', owner: 'Store owner' },
      ar: { ...names.ar, agent: 'موظفة دعم', owner: 'مالك المتجر' },
    });
    return (
      <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
        {[
          { name: copy.sara, role: copy.agent, src: pictures.sara, status: 'online' as const },
          { name: copy.store, role: copy.owner, src: pictures.store },
        ].map((row) => (
          <li key={row.name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Avatar {...args} name={row.name} src={row.src} status={row.status} isDecorative />
            <span style={{ display: 'grid' }}>
              <bdi style={{ fontWeight: 600 }}>{row.name}</bdi>
              <span>{row.role}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent(isAr(globals) ? /متصل/ : /Online/);
    await picturesLoaded(canvasElement);
  },
};

export const WithNameRtl: Story = { ...WithName, globals: rtl, tags: ['rtl-twin'] };

/**
 * A group overlaps towards the inline end and counts the rest: "+3" on screen, "3 more people" /
 * "3 أشخاص آخرين" for screen readers (Arabic dual for two: "شخصان آخران").
 */
export const Group: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: {
        ticket: 'Agents on this ticket',
        campaign: 'Campaign reviewers',
        team: 'Support team',
        people: ['Sara Ahmed', 'Omar Khalid', 'Layla Hassan', 'Fahad Saleh', 'Reem Ali', 'Noura Saad'],
      },
      ar: {
        ticket: 'الموظفون على هذه التذكرة',
        campaign: 'مراجعو الحملة',
        team: 'فريق الدعم',
        people: ['سارة أحمد', 'عمر خالد', 'ليلى حسن', 'فهد صالح', 'ريم علي', 'نورة سعد'],
      },
    });
    const people = copy.people.map((name, index) => ({ name, src: index === 0 ? pictures.sara : index === 1 ? pictures.omar : undefined }));
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <AvatarGroup label={copy.ticket} people={people} max={3} size={args.size} />
        <AvatarGroup label={copy.campaign} people={people.slice(0, 5)} max={3} size="sm" />
        <AvatarGroup label={copy.team} people={people.slice(1, 4)} max={3} size="lg" />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const groups = within(canvasElement).getAllByRole('group');
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label'));
    await expect(groups[0]).toHaveAccessibleName(isAr(globals) ? 'الموظفون على هذه التذكرة' : 'Agents on this ticket');
    await expect(labels(groups[0]!).at(-1)).toBe(isAr(globals) ? '3 أشخاص آخرين' : '3 more people');
    await expect(labels(groups[1]!).at(-1)).toBe(isAr(globals) ? 'شخصان آخران' : '2 more people');
    await expect(labels(groups[2]!)).toHaveLength(3);
    await expect(within(groups[0]!).getByText('+3')).toBeInTheDocument();
    await picturesLoaded(canvasElement);
  },
};

export const GroupRtl: Story = { ...Group, globals: rtl, tags: ['rtl-twin'] };

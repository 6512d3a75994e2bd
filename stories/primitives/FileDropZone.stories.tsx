import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, fileKinds } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

// Fixture files are built in memory, so every run previews the same bytes.
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f6e66"/><path d="M16 22h32v16H28l-8 8v-8h-4z" fill="#ffffff"/></svg>';
const logoFile = () => new File([logoSvg], 'wasl-logo.svg', { type: 'image/svg+xml' });
const audienceCsv = [
  'name,phone,city',
  'Sara Al-Harbi,966500000001,Riyadh',
  'سارة الحربي,966500000002,الرياض',
  '"Omar, Jr.",966500000003,Jeddah',
  'Lina,966500000004,Dammam',
  'Faisal,966500000005,Makkah',
  'Noura,966500000006,Riyadh',
  'Khalid,966500000007,Abha',
].join('\n');
const audienceFile = () => new File([audienceCsv], 'audience-march.csv', { type: 'text/csv' });

const meta = {
  title: 'Primitives/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One file, dropped or chosen with the button (the keyboard path): the business logo (`kind="image"`: SVG, PNG or JPG up to 2 MB, previewed) or a campaign audience (`kind="csv"`: row count and the first rows). Type, size and content are checked before upload, with a translated reason. Not for several files at once.',
      },
    },
  },
  argTypes: { kind: { control: 'inline-radio', options: fileKinds } },
  args: { label: '', kind: 'image', onChange: fn() },
  render: function Render(args) {
    const copy = useCopy({
      en: { image: 'Business logo', csv: 'Audience file' },
      ar: { image: 'شعار النشاط التجاري', csv: 'ملف الجمهور' },
    });
    return (
      <div style={{ maxInlineSize: 520 }}>
        <FileDropZone {...args} label={args.label || copy[args.kind]} />
      </div>
    );
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogoEmpty: Story = { args: { isRequired: true } };
export const LogoChosen: Story = {
  args: { value: logoFile() },
  play: async ({ canvasElement }) => {
    // The preview shows once the browser has decoded the image.
    await expect(await within(canvasElement).findByRole('img')).toBeVisible();
  },
};
export const CsvEmpty: Story = { args: { kind: 'csv' } };
export const CsvChosen: Story = {
  args: { kind: 'csv', value: audienceFile() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard only: Tab to "Choose a file", pick a logo (the file dialog is simulated): the preview, name and size appear. */
export const KeyboardUploadLogo: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: globals.locale === 'ar' ? 'اختر ملفًا' : 'Choose a file' });
    // First stop: react-aria's drop target, where a file can be pasted; second: the button.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(new RegExp(globals.locale === 'ar' ? 'شعار' : 'Business logo'));
    await userEvent.tab();
    await waitFor(() => expect(browse).toHaveFocus());
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, logoFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'wasl-logo.svg');
    const preview = await canvas.findByRole('img');
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('wasl-logo.svg')).toBeVisible();
    // Remove, by keyboard: the zone comes back.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(await canvas.findByRole('button', { name: globals.locale === 'ar' ? 'اختر ملفًا' : 'Choose a file' })).toBeVisible();
  },
};

/** A GIF and an over-size PNG are refused before upload, each with a translated reason. */
export const RejectsWrongFiles: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The browser's `accept` filter is bypassed on purpose: a drop or a determined user can still send any file.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'banner.gif', { type: 'image/gif' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(globals.locale === 'ar' ? 'الملف banner.gif غير مدعوم' : 'banner.gif is not a supported file');
    const big = new File([new Uint8Array(2_500_000)], 'huge.png', { type: 'image/png' });
    await user.upload(input, big);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/2[.٫]5/));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file renamed to .png is refused by its content. */
export const RejectsRenamedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['MZ this is not an image'], 'logo.png', { type: 'image/png' }));
    await within(canvasElement).findByRole('alert');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: choose an audience CSV; the row count and the first five rows appear. */
export const KeyboardUploadCsv: Story = {
  args: { kind: 'csv' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: globals.locale === 'ar' ? 'اختر ملفًا' : 'Choose a file' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(browse).toHaveFocus());
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, audienceFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText(globals.locale === 'ar' ? /7 صفوف/ : /7 rows/)).toBeVisible();
    await expect(within(table).getByText('Omar, Jr.')).toBeVisible();
  },
};

/**
 * The DataTransfer of a drag from the desktop, holding `files`. A page can build a DataTransfer with
 * files, but Chromium keeps two things of it as they are for page-made ones: `effectAllowed` stays
 * "none" (a desktop drag allows "all") and `webkitGetAsEntry()` is null (a desktop file has an
 * entry; react-aria reads it to tell files from folders). This view over the real object supplies
 * those two, and records the drop effect the zone answers with, as the browser would.
 */
function desktopDrag(files: File[]): DataTransfer {
  const real = new DataTransfer();
  for (const file of files) real.items.add(file);
  let dropEffect: DataTransfer['dropEffect'] = 'none';
  const items = files.map((file) => ({
    kind: 'file',
    type: file.type,
    getAsFile: () => file,
    webkitGetAsEntry: () => ({ isFile: true, isDirectory: false, name: file.name }),
  }));
  return new Proxy(real, {
    get(target, key) {
      if (key === 'effectAllowed') return 'all';
      if (key === 'dropEffect') return dropEffect;
      if (key === 'items') return items;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, key, value) {
      if (key !== 'dropEffect') return Reflect.set(target, key, value, target);
      dropEffect = value as DataTransfer['dropEffect'];
      return true;
    },
  });
}

/**
 * Drags files over the zone and drops them the way a browser does: dragenter, dragover and drop at
 * the zone's centre, all carrying one DataTransfer with the files. Returns the drop effect the zone
 * answered on dragover: "copy" means the browser will deliver the drop (with "none" it shows a
 * no-entry cursor and never fires drop).
 */
async function dropFiles(zone: HTMLElement, files: File[]): Promise<string> {
  const dataTransfer = desktopDrag(files);
  const box = zone.getBoundingClientRect();
  const fire = (type: 'dragenter' | 'dragover' | 'drop') => {
    const event = new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 2,
    });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    zone.dispatchEvent(event);
  };
  fire('dragenter');
  fire('dragover');
  const effect = dataTransfer.dropEffect;
  // While a file hovers, the zone is highlighted as a drop target.
  await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  fire('drop');
  await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
  return effect;
}

/** The drop zone: react-aria's DropZone around the "Drag a file here" text. */
const zoneOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByText(locale === 'ar' ? /اسحب ملفًا إلى هنا/ : /Drag a file here/).parentElement!;

/** A logo dropped from the desktop: checked, then previewed with its name and size. */
export const DropLogo: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const effect = await dropFiles(zoneOf(canvasElement, globals.locale), [logoFile()]);
    await expect(effect).toBe('copy');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'wasl-logo.svg');
    const preview = await canvas.findByRole('img', { name: /wasl-logo\.svg/ });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('wasl-logo.svg')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A GIF dropped on the logo zone: the zone still takes the drop (a refused drag would only show a
 * no-entry cursor), then refuses the file with a translated reason that the "Choose a file" button
 * is described by. Nothing reaches onChange.
 */
export const DropRejectedType: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'banner.gif', { type: 'image/gif' });
    const effect = await dropFiles(zoneOf(canvasElement, globals.locale), [gif]);
    await expect(effect).toBe('copy');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(globals.locale === 'ar' ? 'الملف banner.gif غير مدعوم' : 'banner.gif is not a supported file');
    const browse = canvas.getByRole('button', { name: globals.locale === 'ar' ? 'اختر ملفًا' : 'Choose a file' });
    await expect(browse.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LogoEmptyRtl: Story = { ...LogoEmpty, globals: rtl, tags: ['rtl-twin'] };
export const LogoChosenRtl: Story = { ...LogoChosen, globals: rtl, tags: ['rtl-twin'] };
export const CsvChosenRtl: Story = { ...CsvChosen, globals: rtl, tags: ['rtl-twin'] };
export const RejectsWrongFilesRtl: Story = { ...RejectsWrongFiles, globals: rtl, tags: ['rtl-twin'] };
export const DropLogoRtl: Story = { ...DropLogo, globals: rtl, tags: ['rtl-twin'] };
export const DropRejectedTypeRtl: Story = { ...DropRejectedType, globals: rtl, tags: ['rtl-twin'] };

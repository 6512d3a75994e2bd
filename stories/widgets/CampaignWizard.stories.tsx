import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseCsvAudience } from '@wasl/api/models';
import { CampaignWizard, emptyDraft, type CampaignDraft, type CampaignWizardProps, type WizardStep } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import hostile from '../support/fixtures/hostile-strings.json';
import { useCopy } from '../support/i18n';

const draftEn: CampaignDraft = {
  ...emptyDraft('2026-12-01', 'en'),
  name: 'White Friday — up to 50% off',
  content: 'Hi! Our White Friday sale starts today: up to 50% off abayas, perfumes and gift sets. Free delivery in Riyadh over SAR 200.',
  image: '',
  buttons: [
    { text: 'Shop the sale', url: 'https://shop.example.com/sale' },
    { text: 'Track my order', url: 'https://shop.example.com/track' },
  ],
  website_link: 'shop.example.com',
  consent: true,
  daily_limit: 800,
  duration_days: 3,
};

const draftAr: CampaignDraft = {
  ...draftEn,
  language: 'ar',
  name: 'الجمعة البيضاء — خصم حتى 50٪',
  content:
    'مرحبًا! تبدأ تخفيضات الجمعة البيضاء اليوم: خصم حتى 50٪ على العبايات والعطور وأطقم الهدايا. توصيل مجاني في الرياض للطلبات فوق 200 ر.س.',
  buttons: [
    { text: 'تسوّق العروض', url: 'https://shop.example.com/sale' },
    { text: 'تتبّع طلبي', url: 'https://shop.example.com/track' },
  ],
};

const hostileDraft: CampaignDraft = {
  ...draftEn,
  name: hostile.long[0]!.slice(0, 100),
  content: [...hostile.markup, ...hostile.bidi, ...hostile.unicode].join('\n').slice(0, 1024),
  buttons: [
    { text: hostile.markup[0]!.slice(0, 25), url: 'https://shop.example.com/a' },
    { text: hostile.bidi[0]!.slice(0, 25), url: '' },
    { text: hostile.unicode[0]!.slice(0, 25), url: '' },
  ],
  website_link: hostile.urls[3]!,
};

/** A CSV report with every reason, including hostile cells (formulas, markup, bidi). */
const csvText = [
  'name,phone',
  'Sara,+966501234567',
  'Ali,+966501234568',
  'Again,+966501234567',
  ...hostile.csv_formulas.map((f) => `X,"${f.replace(/"/g, '""')}"`),
  `Y,${hostile.markup[1]}`,
  'Opted,+966501234569',
].join('\n');

type Args = CampaignWizardProps & { initialStep?: WizardStep };

/** Keeps the step as the screen keeps the `step` query. */
function Wizard({ initialStep, ...args }: Args) {
  const [step, setStep] = useState<WizardStep>(initialStep ?? args.step);
  return (
    <CampaignWizard
      {...args}
      step={step}
      onStepChange={(s) => {
        setStep(s);
        args.onStepChange(s);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/CampaignWizard',
  component: CampaignWizard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The three-step campaign wizard (SPEC §4): **content** (name, language, image, message, up to three call-to-action buttons, website) with a live WhatsApp-style preview in the campaign's own language and direction; **audience** (the merchant's customers and/or a CSV parsed in a Web Worker with a progress bar, each skipped row with its reason); **schedule and cost** with the **pre-flight** panel (recipients after de-duplication, skipped numbers and why, coins needed against the balance with buy-coins, days at the daily limit, a warning above the number's messaging tier), then send for approval after a confirmation. Only `pending` is editable; any other status locks every input and shows step 3. Rules in `wizardModel.ts` (unit-tested); the screen keeps `step` in the query and does the calls in `onSave` / `onSubmit`.",
      },
    },
  },
  args: {
    initialDraft: draftEn,
    step: 1,
    onStepChange: fn(),
    customerCount: 1_240,
    coins: 5_000,
    messagingTier: 1_000,
    onSave: fn(),
    onSubmit: fn(),
    onBuyCoins: fn(),
  },
  render: function Render(args) {
    const draft = useCopy({ en: args.initialDraft, ar: args.initialDraft === draftEn ? draftAr : args.initialDraft });
    return <Wizard key={draft.language + draft.name} {...args} initialDraft={draft} />;
  },
} satisfies Meta<typeof CampaignWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the content and its preview, right to left for an Arabic campaign. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByTestId('campaign-preview');
    await expect(preview).toHaveAttribute('dir', canvasElement.ownerDocument.documentElement.lang === 'ar' ? 'rtl' : 'ltr');
  },
};

/** An English campaign in the Arabic dashboard (and the reverse): the preview keeps the campaign's direction. */
export const ContentOtherLanguage: Story = {
  render: function Render(args) {
    const draft = useCopy({ en: draftAr, ar: draftEn });
    return <Wizard key={draft.language} {...args} initialDraft={draft} />;
  },
};

/** Every text hostile: markup stays text, long names wrap, bidi isolated, three buttons (the limit). */
export const Hostile: Story = {
  args: { initialDraft: hostileDraft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script, img[src="x"], svg[onload]')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Add button|إضافة زر/ })).toBeDisabled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Leaving step 1 empty shows each field's error, translated. */
export const ContentErrors: Story = {
  args: { initialDraft: { ...emptyDraft('2026-12-01'), buttons: [{ text: '', url: 'javascript:alert(1)' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|التالي)$/ }));
    await waitFor(() => expect(canvas.getAllByText(/This field is required|هذا الحقل مطلوب|required|مطلوب/i).length).toBeGreaterThan(0));
  },
};

/** Step 2 with a CSV parsed in the worker: accepted numbers, skipped rows with reasons (hostile cells shown as text). */
export const AudienceCsv: Story = {
  args: { step: 2, optedOut: ['+966501234569'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([csvText], 'audience.csv', { type: 'text/csv' }));
    const report = await canvas.findByTestId('csv-report', undefined, { timeout: 10_000 });
    const expected = parseCsvAudience(csvText, { optedOut: ['+966501234569'] });
    await expect(within(report).getAllByRole('listitem')).toHaveLength(expected.rejected.length);
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
  },
};

/** Neither customers nor a file: the step explains what is missing. */
export const AudienceEmpty: Story = {
  args: { step: 2, initialDraft: { ...draftEn, from_database: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|التالي)$/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Consent not attested (PDPL): the step stays and says so (ticking it by keyboard: KeyboardWalkToSubmission). */
export const AudienceConsentRequired: Story = {
  args: { step: 2, initialDraft: { ...draftEn, consent: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|التالي)$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/agreed to receive your marketing|وافقوا على تلقي رسائلك التسويقية/);
    await expect(args.onStepChange).not.toHaveBeenCalledWith(3);
    const consent = canvas.getByRole('checkbox', { name: /agreed to receive marketing|وافقوا على تلقي الرسائل التسويقية/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).not.toBeChecked();
  },
};

/** Step 3, ready: schedule, cost and a pre-flight with nothing to warn about. */
export const Schedule: Story = { args: { step: 3 } };

/** Step 3, short of coins and above the tier: buy coins is offered and sending is disabled. */
export const PreflightWarnings: Story = {
  args: { step: 3, coins: 300, messagingTier: 250, initialDraft: { ...draftEn, daily_limit: 2_000 } },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByTestId('preflight'));
    await userEvent.click(panel.getByRole('button', { name: /Buy coins|شراء عملات/ }));
    await expect(args.onBuyCoins).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: /Send for approval|إرسال للموافقة/ })).toBeDisabled();
  },
};

/** Not pending (ongoing): every input locked, step 3 shown whatever the query says, no actions. */
export const Locked: Story = {
  args: { status: 'ongoing', step: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Send for approval|إرسال للموافقة/ })).toBeNull();
    for (const input of canvasElement.querySelectorAll('input')) await expect(input).toBeDisabled();
  },
};

/** Keyboard only: name and message, on to the audience, on to the schedule, send, confirm. */
export const KeyboardWalkToSubmission: Story = {
  args: { initialDraft: emptyDraft('2026-12-01') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tabTo = async (element: HTMLElement, max = 30) => {
      for (let i = 0; i < max && canvasElement.ownerDocument.activeElement !== element; i += 1) await userEvent.tab();
      await expect(element).toHaveFocus();
    };
    await tabTo(canvas.getByRole('textbox', { name: /Campaign name|اسم الحملة/ }));
    await userEvent.keyboard('Eid offers');
    await tabTo(canvas.getByRole('textbox', { name: /^(Message|الرسالة)/ }));
    await userEvent.keyboard('Eid Mubarak! 20% off everything until Sunday.');
    await tabTo(canvas.getByRole('button', { name: /^(Next|التالي)$/ }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenLastCalledWith(2));
    await tabTo(canvas.getByRole('checkbox', { name: /agreed to receive marketing|وافقوا على تلقي الرسائل التسويقية/ }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: /^(Next|التالي)$/ }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenLastCalledWith(3));
    await expect(canvas.getByTestId('campaign-cost')).toHaveTextContent(/1,240|1240|١٬٢٤٠/);
    await tabTo(canvas.getByRole('button', { name: /Send for approval|إرسال للموافقة/ }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: /Send for approval|إرسال للموافقة/ });
    for (let i = 0; i < 5 && canvasElement.ownerDocument.activeElement !== confirm; i += 1) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Eid offers',
        content: 'Eid Mubarak! 20% off everything until Sunday.',
        audience: { from_database: true, csv: [], consent: true },
      }),
    );
  },
};

export const ContentRtl: Story = { ...Content, globals: rtl, tags: ['rtl-twin'] };
export const HostileRtl: Story = { ...Hostile, globals: rtl, tags: ['rtl-twin'] };
export const LockedRtl: Story = { ...Locked, globals: rtl, tags: ['rtl-twin'] };
export const AudienceConsentRequiredRtl: Story = { ...AudienceConsentRequired, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardWalkToSubmissionRtl: Story = { ...KeyboardWalkToSubmission, globals: rtl, tags: ['rtl-twin'] };

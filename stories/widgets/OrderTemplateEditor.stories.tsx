import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OrderTemplates } from '@wasl/api/types';
import {
  initialTemplateEditor,
  OrderTemplateEditor,
  templateEditorReducer,
  type TemplateEditorEvent,
  type TemplateEditorState,
} from '@wasl/widgets/templates';
import { hostileTemplates, orderTemplates } from '../support/contacts';

/** The editor with the real model; every event is also reported to `onEvent`. */
function Editor({
  templates,
  state,
  onEvent,
  sandbox,
}: {
  templates: OrderTemplates;
  state: TemplateEditorState;
  onEvent: (event: TemplateEditorEvent) => void;
  sandbox: boolean;
}) {
  const [current, dispatch] = useReducer(templateEditorReducer, state);
  return (
    <OrderTemplateEditor
      templates={templates}
      state={current}
      sandbox={sandbox}
      onEvent={(event) => {
        dispatch(event);
        onEvent(event);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Templates/OrderTemplateEditor',
  component: OrderTemplateEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The order message templates (SPEC §2 Templates: init, commit, push) over the pure `templateEditorModel`: one tab each with its review status (the sandbox\'s timer labelled as such; "may take up to 3 hours", SPEC §9) and category, the English and Arabic bodies with `{name}`-style variables inserted at the caret, validated by the rule the server applies (`validateTemplateBody`: known variables, closed braces, ≤ 1024 characters), and a WhatsApp-style preview of both, on the chat surface the emulator and the inbox draw.',
      },
    },
  },
  args: { templates: orderTemplates, state: initialTemplateEditor(orderTemplates), sandbox: true, onEvent: fn() },
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof OrderTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approved "order created" template with its two previews. */
export const Approved: Story = {};

/** The "order update" template, refused by the review. */
export const Rejected: Story = { args: { state: initialTemplateEditor(orderTemplates, 'push') } };

/** Broken variables in both languages, shown after a submit, in the product's words. */
export const Invalid: Story = {
  args: {
    state: {
      ...initialTemplateEditor(orderTemplates),
      drafts: { ...initialTemplateEditor(orderTemplates).drafts, init: { en: 'Hello {name', ar: 'مرحبًا {اسم}' } },
      errors: { en: 'validation:templateBraces', ar: 'validation:templateVariableUnknown' },
    },
  },
};

/** Being sent to review. */
export const Submitting: Story = { args: { state: { ...initialTemplateEditor(orderTemplates), submitting: true } } };

/** Hostile bodies (markup, bidi controls, long Arabic) are previewed as text. */
export const Hostile: Story = {
  args: { templates: hostileTemplates, state: initialTemplateEditor(hostileTemplates) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/<script>alert\(1\)<\/script>/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Keyboard only: in the English text, insert {order_id} from its button, then submit with Enter. */
export const KeyboardEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('textbox', { name: /English text|النص الإنجليزي/ });
    for (let i = 0; i < 20 && document.activeElement !== english; i += 1) await userEvent.tab();
    await waitFor(() => expect(english).toHaveFocus());
    await userEvent.keyboard('{Control>}{End}{/Control} ');
    const insert = canvas.getByRole('button', { name: /\{order_id\}/ });
    for (let i = 0; i < 12 && document.activeElement !== insert; i += 1) await userEvent.tab({ shift: true });
    await waitFor(() => expect(insert).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(english).toHaveValue(`${orderTemplates.init.en} {order_id}`));
    const submit = canvas.getByRole('button', { name: /Submit for review|إرسال للمراجعة/ });
    for (let i = 0; i < 12 && document.activeElement !== submit; i += 1) await userEvent.tab();
    await waitFor(() => expect(submit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith({ type: 'submit' }));
  },
};

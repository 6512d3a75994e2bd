import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routeTable } from '../../app/src/routes';
import { DocsEndpoint, DocsWebhook } from '../../app/src/screens/docs/DocsReference';
import * as styles from './Docs.css';

const routeOf = (id: string) => {
  const route = routeTable.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
};

const meta = {
  title: 'Site/Docs/Pages',
  component: DocsEndpoint,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The developer docs pages, drawn from `app/src/screens/docs/docs-data.json` (generated from the server's OpenAPI document and zod schemas: `npm run docs -w @wasl/server`). Prose is translated (`docs` namespace); code, field names, headers and message keys stay Latin and left to right in the Arabic page.",
      },
    },
  },
  args: { route: routeOf('docsCreateOrder'), params: {} },
  decorators: [
    (Story) => (
      <div className={styles.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocsEndpoint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create an order: method and path, the X-Api-Key header, the field table, the SPEC §3 sample, errors, curl and fetch. */
export const CreateOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^(Create an order|إنشاء طلب)$/);
    await expect(canvas.getAllByText('X-Api-Key').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: /Copy|نسخ/ })).toHaveLength(4);
    for (const pre of canvasElement.querySelectorAll('pre')) await expect(pre).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getAllByText('errors:integration.orderIdInUse')).toHaveLength(1);
  },
};

/** A webhook page: Salla's address, signature, events, set-up steps, example delivery and answers. */
export const SallaWebhook: Story = {
  render: (args) => <DocsWebhook {...args} route={routeOf('docsSalla')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^(Salla|سلة)$/);
    await expect(canvas.getAllByText('X-Salla-Signature').length).toBeGreaterThan(0);
    await expect(canvas.getByText('order.created')).toBeVisible();
    await expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(5);
  },
};

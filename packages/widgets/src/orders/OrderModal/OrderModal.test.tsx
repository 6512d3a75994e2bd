/// <reference types="@vitest/browser/matchers" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextStatuses, orderStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order } from '@wasl/api/types';
import { createI18n } from '@wasl/i18n';
import { WaslProvider } from '@wasl/ui';
import { OrderModal } from './OrderModal';

const address = { Address_line1: '', Address_line2: '', Address_line3: '' };
const orderIn = (status: OrderStatusName): Order => ({
  id: 9,
  order_id: 'WSL-9',
  contact: '+966 55 123 4567',
  order_date: '2026-11-02T09:15:00.000Z',
  last_updated: '2026-11-02T09:15:00.000Z',
  total: 0,
  status,
  invoice: null,
  lang: 'en',
  items: [],
  billing_address: address,
  shipping_address: address,
  finance: { total: 0, currency: 'SAR', subtotal: 0, tax: 0, discount: 0, shipping: 0, payment_method: 'none' },
  message_status: null,
});
const label = (status: OrderStatusName) => createI18n('en').t(`data:status.order.${status}`);

describe('OrderModal status control', () => {
  it.each(orderStatuses)('offers exactly the allowed next statuses after %s', async (status) => {
    const onUpdateStatus = vi.fn();
    render(
      <WaslProvider locale="en" theme="light">
        <OrderModal order={orderIn(status)} isOpen onUpdateStatus={onUpdateStatus} onResend={vi.fn()} />
      </WaslProvider>,
    );
    const dialog = within(await screen.findByRole('dialog'));
    const allowed = nextStatuses(status);
    if (allowed.length === 0) {
      expect(dialog.queryByRole('button', { name: /New status/ })).toBeNull();
      expect(dialog.getByText(/is final/)).toBeVisible();
      return;
    }
    await userEvent.click(dialog.getByRole('button', { name: /New status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(allowed.map(label));
    await userEvent.click(options.at(-1)!);
    await userEvent.click(dialog.getByRole('button', { name: 'Update status' }));
    expect(onUpdateStatus).toHaveBeenCalledWith(allowed.at(-1));
  });
});

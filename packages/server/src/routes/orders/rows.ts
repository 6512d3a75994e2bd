/** An order and its items as stored (the columns the order routes read). */
import type { OrderStatusName } from '@wasl/api';

export interface OrderRow {
  id: number;
  order_id: string;
  phone: string;
  customer_name: string;
  order_date: Date;
  updated_at: Date;
  status: OrderStatusName;
  currency: string;
  total: number;
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  payment_method: string;
  lang: string;
  billing_address: Record<string, string>;
  shipping_address: Record<string, string>;
  invoice: string;
}

/** Every column of OrderRow, for SELECTs that read one. */
export const ORDER_COLUMNS = `id, order_id, phone, customer_name, order_date, updated_at, status, currency, total, subtotal, shipping,
  discount, tax, payment_method, lang, billing_address, shipping_address, invoice`;

export interface ItemRow {
  order_pk: number;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
  total: number;
  sku: string;
}

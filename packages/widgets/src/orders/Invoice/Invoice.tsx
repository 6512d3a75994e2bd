import { encodeZatcaQr, type ProfileLink } from '@wasl/api/models';
import type { Order, OrderAddress } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import type { NamespaceKey } from '@wasl/i18n/typed';
import { Button, useFormat } from '@wasl/ui';
import { displayPhone } from '../displayPhone';
import { AddressLines } from '../OrderModal/AddressLines';
import { QrCode } from '../QrCode';
import * as styles from './Invoice.css';

export interface InvoiceSeller {
  /** The registered business name the QR carries (tag 1). */
  name: string;
  /** The 15-digit VAT registration number (tag 2). */
  vatNumber: string;
  /** The merchant's logo (business profile), or none. */
  logoUrl?: string | null;
  address?: OrderAddress;
  /** The website and social links (plan feature invoice_links; `profileLinks` of @wasl/api/models), printed under the address. */
  links?: ProfileLink[];
}

export interface InvoiceProps {
  order: Order;
  seller: InvoiceSeller;
  /** Prints the page (the screen calls `window.print()`); the button is not printed. */
  onPrint?: () => void;
}

/** A label in both languages, English then Arabic, each marked with its language. */
function Both({ k, values }: { k: NamespaceKey<'orders'>; values?: Record<string, string> }) {
  // Each language's own `orders` strings: react-i18next loads the one the page does not use yet
  // (the app fetches namespaces per language) and waits for it.
  const { t: en } = useTranslation('orders', { lng: 'en' });
  const { t: ar } = useTranslation('orders', { lng: 'ar' });
  return (
    <span className={styles.both}>
      <span lang="en" dir="ltr">
        {en(k, values)}
      </span>
      <span className={styles.separator} aria-hidden="true" />
      <span lang="ar" dir="rtl">
        {ar(k, values)}
      </span>
    </span>
  );
}

/**
 * The printable bilingual simplified tax invoice of an order: seller with logo and VAT number,
 * customer addresses, lines and totals in the order's currency, and the ZATCA phase-1 QR code.
 * A4 width in print; on screen, a sheet on the page.
 */
export function Invoice({ order, seller, onPrint }: InvoiceProps) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { finance } = order;
  const money = (value: number) => format.currency(value, { currency: finance.currency });
  const qr = encodeZatcaQr({
    sellerName: seller.name,
    vatNumber: seller.vatNumber,
    timestamp: order.order_date,
    total: finance.total,
    vatTotal: finance.tax,
  });
  return (
    <article className={styles.sheet} aria-labelledby={`invoice-${order.id}-title`}>
      {onPrint ? (
        <div className={styles.screenOnly}>
          <Button variant="secondary" onPress={onPrint}>
            {t('invoice.print')}
          </Button>
        </div>
      ) : null}
      <header className={styles.header}>
        <div className={styles.seller}>
          {seller.logoUrl ? <img src={seller.logoUrl} alt={t('invoice.logo', { name: seller.name })} className={styles.logo} /> : null}
          <div className={styles.sellerText}>
            <bdi className={styles.sellerName}>{seller.name}</bdi>
            <span className={styles.term}>
              <Both k="invoice.vatNumber" />
            </span>
            <bdi dir="ltr">{seller.vatNumber}</bdi>
            {seller.address ? <AddressLines address={seller.address} emptyText="" /> : null}
            {seller.links && seller.links.length > 0 ? (
              <ul className={styles.links} aria-label={t('invoice.links.label')}>
                {seller.links.map((link) => (
                  <li key={link.kind}>
                    <span className={styles.term}>{t(`invoice.links.${link.kind}`)}</span>{' '}
                    <a href={link.href} dir="ltr" rel="noopener noreferrer" target="_blank">
                      {link.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <h1 id={`invoice-${order.id}-title`} className={styles.title}>
          <Both k="invoice.title" />
        </h1>
      </header>

      <dl className={styles.meta}>
        <div>
          <dt className={styles.term}>
            <Both k="invoice.invoiceNumber" />
          </dt>
          <dd className={styles.value}>
            <bdi>{order.order_id}</bdi>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Both k="invoice.issued" />
          </dt>
          <dd className={styles.value}>
            <time dateTime={order.order_date}>{format.dateTime(order.order_date)}</time>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Both k="invoice.customerPhone" />
          </dt>
          <dd className={styles.value}>
            <bdi dir="ltr">{displayPhone(order.contact)}</bdi>
          </dd>
        </div>
      </dl>

      <div className={styles.addresses}>
        <section>
          <h2 className={styles.heading}>
            <Both k="invoice.billTo" />
          </h2>
          <AddressLines address={order.billing_address} emptyText={t('modal.noAddress')} />
        </section>
        <section>
          <h2 className={styles.heading}>
            <Both k="invoice.shipTo" />
          </h2>
          <AddressLines address={order.shipping_address} emptyText={t('modal.noAddress')} />
        </section>
      </div>

      <table className={styles.lines}>
        <caption className={styles.caption}>
          <Both k="invoice.lines" />
        </caption>
        <thead>
          <tr>
            {(['product', 'sku', 'quantity', 'unitPrice', 'discount', 'tax', 'total'] as const).map((column) => (
              <th key={column} scope="col" className={column === 'product' || column === 'sku' ? styles.th : styles.thNumber}>
                <Both k={`item.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.length === 0 ? (
            <tr>
              <td colSpan={7} className={styles.td}>
                {t('modal.noItems')}
              </td>
            </tr>
          ) : (
            order.items.map((item, index) => (
              <tr key={index}>
                <th scope="row" className={styles.td}>
                  <bdi>{item.product_name}</bdi>
                </th>
                <td className={styles.td}>{item.sku ? <bdi>{item.sku}</bdi> : t('item.noSku')}</td>
                <td className={styles.tdNumber}>{format.number(item.quantity)}</td>
                <td className={styles.tdNumber}>{money(item.unit_price)}</td>
                <td className={styles.tdNumber}>{money(item.discount)}</td>
                <td className={styles.tdNumber}>{money(item.tax)}</td>
                <td className={styles.tdNumber}>{money(item.total)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      <footer className={styles.footer}>
        <div className={styles.qr}>
          {qr.ok ? (
            <QrCode value={qr.base64} label={t('invoice.qr')} size={132} />
          ) : (
            <p role="alert" className={styles.qrProblem}>
              {t('invoice.qrUnavailable')}
            </p>
          )}
        </div>
        <dl className={styles.totals}>
          {(
            [
              ['finance.subtotal', finance.subtotal],
              ['finance.discount', finance.discount],
              ['finance.shipping', finance.shipping],
              ['invoice.vatTotal', finance.tax],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={styles.totalRow}>
              <dt>
                <Both k={key} />
              </dt>
              <dd className={styles.amount}>{money(value)}</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>
              <Both k="invoice.totalWithVat" />
            </dt>
            <dd className={styles.amount}>{money(finance.total)}</dd>
          </div>
          <div className={styles.totalRow}>
            <dt>
              <Both k="finance.paymentMethod" />
            </dt>
            <dd className={styles.amount}>
              <Both k={`finance.method.${finance.payment_method}`} />
            </dd>
          </div>
        </dl>
      </footer>
    </article>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, StatusPill, useFormat } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { CustomerNumber } from '../CustomerNumber';
import type { ContactCart, ContactFeedback, ContactOrder } from '../types';
import * as styles from './ContactPanel.css';

export interface ContactPanelProps {
  /** E.164 digits (or, while numbers are hidden from agents, the opaque key the server sent). */
  phone: string;
  /** The server's mask while the store hides customers' numbers from agents (`•••• 4567`); null: `phone` is the number. */
  phoneMasked?: string | null;
  /** The WhatsApp profile name ('' when unknown). */
  profileName: string;
  /** The conversation's language. */
  language?: 'en' | 'ar' | null;
  /** Whether the customer opted out of marketing (STOP); null when unknown. */
  optedOut?: boolean | null;
  /** The customer's orders, newest first. */
  orders: readonly ContactOrder[];
  /** Opens an order (the order modal). */
  onOpenOrder?: (id: number) => void;
  /** The customer's abandoned carts, newest first; leave out to hide the section. */
  carts?: readonly ContactCart[];
  /** Past ratings (CSAT), newest first; leave out to hide the section (nothing to read them from). */
  feedback?: readonly ContactFeedback[];
  /** Heading level of the panel's title. @default 2 */
  headingLevel?: 2 | 3;
  /** The merchant's actions on this customer's data (export, erase: issue 23), under a "Customer data" heading; leave out to hide. */
  dataActions?: ReactNode;
}

/** The side panel of a thread: who the customer is, their opt-out state, their orders, carts and past feedback. */
export function ContactPanel({
  phone,
  phoneMasked = null,
  profileName,
  language,
  optedOut = null,
  orders,
  onOpenOrder,
  carts,
  feedback,
  headingLevel = 2,
  dataActions,
}: ContactPanelProps) {
  const { t } = useTranslation(['inbox', 'chatbot']);
  const format = useFormat();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <aside className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {profileName.trim() !== '' ? <bdi>{profileName}</bdi> : t('contact.title')}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('contact.phone')}</dt>
        <dd className={styles.value}>
          <CustomerNumber phone={phone} masked={phoneMasked} />
        </dd>
        {language && (
          <>
            <dt className={styles.term}>{t('contact.language')}</dt>
            <dd className={styles.value}>{t(`chatbot:languages.${language}`)}</dd>
          </>
        )}
        {optedOut !== null && (
          <>
            <dt className={styles.term}>{t('contact.optOut')}</dt>
            <dd className={styles.value}>
              <StatusPill
                tone={optedOut ? 'danger' : 'success'}
                label={optedOut ? t('contact.optedOut') : t('contact.optedIn')}
                size="sm"
              />
            </dd>
          </>
        )}
      </dl>
      <section>
        <Sub className={styles.subheading}>{t('contact.orders')}</Sub>
        {orders.length === 0 ? (
          <p className={styles.muted}>{t('contact.noOrders')}</p>
        ) : (
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.id} className={styles.item}>
                {onOpenOrder ? (
                  <Button variant="ghost" size="sm" onPress={() => onOpenOrder(order.id)}>
                    <bdi>{order.order_id}</bdi>
                  </Button>
                ) : (
                  <bdi>{order.order_id}</bdi>
                )}
                <span className={styles.muted}>
                  {format.date(order.order_date)} · {format.currency(order.total, { currency: order.currency })}
                </span>
                <DomainStatusPill domain="order" status={order.status} size="sm" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {carts && (
        <section>
          <Sub className={styles.subheading}>{t('contact.carts')}</Sub>
          {carts.length === 0 ? (
            <p className={styles.muted}>{t('contact.noCarts')}</p>
          ) : (
            <ul className={styles.list}>
              {carts.map((cart, index) => (
                <li key={`${cart.cart_id}-${index}`} className={styles.item}>
                  <bdi>{cart.cart_id}</bdi>
                  <span className={styles.muted}>
                    {format.date(cart.at)} · {format.currency(cart.total, { currency: cart.currency })}
                  </span>
                  <StatusPill
                    tone={cart.recovered ? 'success' : cart.reminded ? 'info' : 'neutral'}
                    label={t(cart.recovered ? 'contact.cartRecovered' : cart.reminded ? 'contact.cartReminded' : 'contact.cartOpen')}
                    size="sm"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {feedback && (
        <section>
          <Sub className={styles.subheading}>{t('contact.feedback')}</Sub>
          {feedback.length === 0 ? (
            <p className={styles.muted}>{t('contact.noFeedback')}</p>
          ) : (
            <ul className={styles.list}>
              {feedback.map((item, index) => (
                <li key={`${item.at}-${index}`}>
                  <p className={styles.muted}>
                    {t('contact.rating', { rating: format.number(item.rating) })} · {format.date(item.at)}
                  </p>
                  {item.comment !== '' && (
                    <p className={styles.comment} dir="auto">
                      {item.comment}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {dataActions && (
        <section>
          <Sub className={styles.subheading}>{t('customerData.title')}</Sub>
          <div className={styles.actions}>{dataActions}</div>
        </section>
      )}
    </aside>
  );
}

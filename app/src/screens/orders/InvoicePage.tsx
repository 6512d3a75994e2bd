import { useLocation } from 'wouter';
import { profileLinks } from '@wasl/api/models';
import type { BusinessDetails, Order, Profile } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Link } from '@wasl/ui';
import { Invoice, type InvoiceSeller } from '@wasl/widgets/orders';
import type { ScreenProps } from '../../routing/types';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { profileAtom } from '../../state/account';
import { headerAtom } from '../../state/header';
import { orderAtom, resendOrderInvoiceAtom } from '../../state/orders';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import * as styles from './orders.css';

/** Ids are positive integers (the API's IdParam); anything else is not an order. */
const orderIdOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * The seller on the invoice: the profile's name, VAT and address in the order's language, the header's logo,
 * and the website and social links (the server returns them only within the plan feature invoice_links).
 */
export function sellerOf(order: Order, profile: Profile, header: BusinessDetails | null): InvoiceSeller {
  const arabic = order.lang === 'ar';
  const name = (arabic ? profile.Business_Name_ar : profile.Business_Name) || profile.Business_Name || header?.Business_Name || '';
  return {
    name,
    vatNumber: profile.VAT,
    logoUrl: header?.Logo_Link || profile.Logo_Link || null,
    address: arabic ? profile.Business_Address_ar : profile.Business_Address,
    links: profileLinks(profile.Links),
  };
}

/**
 * /orders/:orderId/invoice (not `:id`: SPEC §2 titles an `id` route 'Inspect'): the order's printable bilingual simplified tax invoice with its ZATCA QR
 * (the Invoice widget), printed alone; and "resend invoice" (SPEC §2) to the customer.
 */
export function InvoicePage({ params }: ScreenProps) {
  const id = orderIdOf(params.orderId);
  const [, navigate] = useLocation();
  if (id === null) return <ErrorState messageKey="errors:orderNotFound" onRetry={() => navigate('/orders')} />;
  return <InvoiceOf id={id} />;
}

function InvoiceOf({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  // A failure's message is a key of the errors or validation catalogue (MessageKey): translated as it is.
  const message = useKeyTranslator();
  const order = useResource(orderAtom(id));
  const profile = useResource(profileAtom);
  const header = useResource(headerAtom);
  const resend = useMutation(resendOrderInvoiceAtom, { success: 'orders:invoicePage.resent' });

  if (order.status === 'error') return <ErrorState messageKey={order.messageKey} onRetry={order.retry} headingLevel={1} />;
  if (profile.status === 'error') return <ErrorState messageKey={profile.messageKey} onRetry={profile.retry} headingLevel={1} />;
  if (order.status === 'loading' || profile.status === 'loading') return <PageSkeleton kind="article" />;
  const seller = sellerOf(order.data, profile.data, header.status === 'ready' ? header.data : null);
  return (
    <div className={styles.invoicePage}>
      <div className={styles.invoiceActions} role="group" aria-label={t('invoicePage.actions')}>
        <Link href="/orders" variant="standalone">
          {t('invoicePage.back')}
        </Link>
        <Button variant="secondary" onPress={() => void resend.run(id)} isPending={resend.pending}>
          {t('invoicePage.resend')}
        </Button>
      </div>
      {resend.errorKey ? <p role="alert">{message(resend.errorKey)}</p> : null}
      <div className={styles.printArea}>
        <Invoice order={order.data} seller={seller} onPrint={() => window.print()} />
      </div>
    </div>
  );
}

import { useTranslation } from '@wasl/i18n';
import { Badge, Button, Card, Link } from '@wasl/ui';
import { CopyButton } from '../CopyButton';
import * as styles from '../integration.css';

export interface Endpoint {
  id: 'createOrder' | 'updateOrder' | 'abandonedCart';
  method: 'POST';
  url: string;
  /** The developer docs page that describes it. */
  docsHref: string;
  /** False when the plan does not include it (SPEC §3 `has_feature`, the abandoned cart). */
  available: boolean;
}

export interface EndpointListProps {
  endpoints: readonly Endpoint[];
  /** "Upgrade" on an endpoint the plan does not include: the app opens its one upgrade dialog (ADR 008). */
  onUpgrade: (endpoint: Endpoint['id']) => void;
  writeText?: (text: string) => Promise<void>;
}

/**
 * SPEC §3's integration response as the merchant reads it: the three endpoints a store calls with
 * `X-Api-Key` (create order with `Order_Date`, update order status, abandoned cart — gated by the
 * plan), each with copy and a link to its reference page.
 */
export function EndpointList({ endpoints, onUpgrade, writeText }: EndpointListProps) {
  const { t } = useTranslation('integration');
  return (
    <Card title={t('endpoints.title')} headingLevel={2} description={t('endpoints.lead')}>
      <ul className={styles.plainList}>
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className={styles.fact}>
            <div className={styles.row}>
              <h3 className={styles.subheading}>{t(`endpoints.${endpoint.id}`)}</h3>
              {endpoint.available ? null : <Badge tone="warning">{t('endpoints.notInPlan')}</Badge>}
            </div>
            <p className={styles.muted}>{t(`endpoints.${endpoint.id}Help`)}</p>
            <div className={styles.row}>
              <code className={styles.code}>
                <bdi dir="ltr">
                  {endpoint.method} {endpoint.url}
                </bdi>
              </code>
              <CopyButton text={endpoint.url} what={t(`endpoints.${endpoint.id}`)} writeText={writeText} />
            </div>
            <div className={styles.row}>
              <Link href={endpoint.docsHref}>{t('endpoints.docs', { name: t(`endpoints.${endpoint.id}`) })}</Link>
              {endpoint.available ? null : (
                <Button variant="secondary" size="sm" onPress={() => onUpgrade(endpoint.id)}>
                  {t('endpoints.upgrade')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

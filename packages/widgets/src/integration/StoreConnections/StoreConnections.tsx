import { useState } from 'react';
import type { StoreStatus, StoreStatusList } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { AlertDialog, Badge, Button, Card, Form, Link, StatusPill, TextField, useFormat } from '@wasl/ui';
import { CopyButton } from '../CopyButton';
import {
  manualPlatforms,
  oauthPlatforms,
  storeEventTones,
  type ManualPlatform,
  type OAuthPlatform,
  type StorePlatformName,
} from '../storePlatforms';
import * as styles from '../integration.css';

export interface ManualConnectResult {
  platform: ManualPlatform;
  webhookUrl: string;
  /** WooCommerce: the secret to paste beside the URL (shown once: the server keeps it sealed). */
  secret: string | null;
}

export interface StoreConnectionsProps {
  data: StoreStatusList;
  /** Start Salla's or Zid's OAuth connect (the screen sends the merchant to the answered URL). */
  onConnectOAuth: (platform: OAuthPlatform) => void;
  /** Connect WooCommerce (its secret), Shopify (shop domain) or Wix (instance id). */
  onConnectManual: (platform: ManualPlatform, body: { secret?: string; store_id?: string }) => void;
  /** Disconnect; resolves true when done. */
  onDisconnect: (platform: StorePlatformName) => Promise<boolean>;
  /** The platform whose connect is on its way. */
  pendingPlatform?: StorePlatformName | null;
  /** What to paste after a manual connect. */
  manualResult?: ManualConnectResult | null;
  /** A new random secret for WooCommerce (the screen's crypto; fixed in stories). */
  generateSecret: () => string;
  /** The developer docs page of a platform's webhooks, when there is one. */
  docsHrefOf?: (platform: StorePlatformName) => string | undefined;
  writeText?: (text: string) => Promise<void>;
}

/**
 * The store platforms (SPEC §2 integration): Salla and Zid connect through OAuth (labelled
 * "Sandbox" when the server has no OAuth app and completes the connect offline); WooCommerce,
 * Shopify and Wix step by step with the webhook URL (and Woo's secret) to paste. Each connected
 * store shows its status, its last webhook events, and Disconnect.
 */
export function StoreConnections(props: StoreConnectionsProps) {
  const { t } = useTranslation('integration');
  const [disconnecting, setDisconnecting] = useState<StorePlatformName | null>(null);
  const connected = new Map(props.data.stores.map((s) => [s.platform, s]));
  return (
    <Card title={t('stores.title')} headingLevel={2} description={t('stores.lead')}>
      <ul className={styles.plainList}>
        {[...oauthPlatforms, ...manualPlatforms].map((platform) => {
          const store = connected.get(platform);
          return (
            <li key={platform} className={styles.platform} aria-labelledby={`store-${platform}`}>
              <div className={styles.row}>
                <h3 id={`store-${platform}`} className={styles.subheading}>
                  {t(`stores.names.${platform}`)}
                </h3>
                {store ? <Badge tone="success">{t('stores.connected')}</Badge> : <Badge tone="neutral">{t('stores.notConnected')}</Badge>}
                {store?.sandbox || (!store && isOAuth(platform) && props.data.sandbox[platform]) ? (
                  <Badge tone="warning">{t('stores.sandbox')}</Badge>
                ) : null}
              </div>
              {store ? (
                <ConnectedStore store={store} {...props} onDisconnect={() => setDisconnecting(platform)} />
              ) : isOAuth(platform) ? (
                <OAuthConnect platform={platform} {...props} />
              ) : (
                <ManualConnect platform={platform} {...props} />
              )}
              {props.docsHrefOf?.(platform) ? (
                <Link href={props.docsHrefOf(platform)!}>{t('stores.docs', { name: t(`stores.names.${platform}`) })}</Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <AlertDialog
        title={t('stores.disconnectTitle', { name: disconnecting ? t(`stores.names.${disconnecting}`) : '' })}
        tone="danger"
        confirmLabel={t('stores.disconnect')}
        isOpen={disconnecting !== null}
        onOpenChange={(open) => {
          if (!open) setDisconnecting(null);
        }}
        onConfirm={async () => {
          if (!disconnecting) return;
          if (!(await props.onDisconnect(disconnecting))) throw new Error('refused');
          setDisconnecting(null);
        }}
      >
        <p>{t('stores.disconnectBody')}</p>
      </AlertDialog>
    </Card>
  );
}

const isOAuth = (platform: StorePlatformName): platform is OAuthPlatform => (oauthPlatforms as readonly string[]).includes(platform);

function ConnectedStore({
  store,
  onDisconnect,
  writeText,
}: {
  store: StoreStatus;
  onDisconnect: () => void;
  writeText?: StoreConnectionsProps['writeText'];
}) {
  const { t } = useTranslation('integration');
  const format = useFormat();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {t('stores.since', { date: format.dateTime(store.connected_at) })}
        {store.store_id ? (
          <>
            {' · '}
            {t('stores.storeId')} <bdi dir="auto">{store.store_id}</bdi>
          </>
        ) : null}
      </p>
      <div className={styles.fact}>
        <p className={styles.factLabel}>{t('stores.webhookUrl')}</p>
        <div className={styles.row}>
          <code className={styles.code}>
            <bdi dir="ltr">{store.webhook_url}</bdi>
          </code>
          <CopyButton text={store.webhook_url} what={t('stores.webhookUrl')} writeText={writeText} />
        </div>
      </div>
      <div className={styles.fact}>
        <p className={styles.factLabel}>{t('stores.events')}</p>
        {store.events.length === 0 ? (
          <p className={styles.muted}>{t('stores.noEvents')}</p>
        ) : (
          <ul className={styles.list}>
            {store.events.map((event, i) => (
              <li key={i} className={styles.row}>
                <bdi dir="ltr">{event.topic || '—'}</bdi>
                <StatusPill tone={storeEventTones[event.status]} label={t(`stores.eventStatus.${event.status}`)} />
                <span className={styles.muted}>{format.dateTime(event.received_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.row}>
        <Button variant="danger" size="sm" onPress={onDisconnect}>
          {t('stores.disconnect')}
        </Button>
      </div>
    </div>
  );
}

function OAuthConnect({ platform, data, onConnectOAuth, pendingPlatform }: { platform: OAuthPlatform } & StoreConnectionsProps) {
  const { t } = useTranslation('integration');
  const name = t(`stores.names.${platform}`);
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{data.sandbox[platform] ? t('stores.oauthSandboxHelp', { name }) : t('stores.oauthHelp', { name })}</p>
      <div className={styles.row}>
        <Button onPress={() => onConnectOAuth(platform)} isPending={pendingPlatform === platform}>
          {data.sandbox[platform] ? t('stores.connectSandbox', { name }) : t('stores.connect', { name })}
        </Button>
      </div>
    </div>
  );
}

function ManualConnect({
  platform,
  onConnectManual,
  pendingPlatform,
  manualResult,
  generateSecret,
  writeText,
}: { platform: ManualPlatform } & StoreConnectionsProps) {
  const { t } = useTranslation('integration');
  const [value, setValue] = useState('');
  const [secret] = useState(() => (platform === 'woocommerce' ? generateSecret() : ''));
  const name = t(`stores.names.${platform}`);
  const result = manualResult?.platform === platform ? manualResult : null;
  return (
    <div className={styles.stack}>
      <ol className={styles.list}>
        <li>{t(`stores.steps.${platform}.one`)}</li>
        <li>{t(`stores.steps.${platform}.two`)}</li>
        <li>{t(`stores.steps.${platform}.three`)}</li>
      </ol>
      <Form
        aria-label={t('stores.connect', { name })}
        className={styles.stack}
        onSubmit={() => onConnectManual(platform, platform === 'woocommerce' ? { secret } : { store_id: value.trim() })}
      >
        {platform === 'woocommerce' ? (
          <div className={styles.fact}>
            <p className={styles.factLabel}>{t('stores.secret')}</p>
            <div className={styles.row}>
              <code className={styles.code}>
                <bdi dir="ltr">{secret}</bdi>
              </code>
              <CopyButton text={secret} what={t('stores.secret')} writeText={writeText} />
            </div>
          </div>
        ) : (
          <TextField
            label={t(`stores.storeIdLabel.${platform}`)}
            description={t(`stores.storeIdHelp.${platform}`)}
            name={`${platform}-store`}
            inputDir="ltr"
            isRequired
            value={value}
            onChange={setValue}
          />
        )}
        <div className={styles.row}>
          <Button type="submit" variant="secondary" isPending={pendingPlatform === platform}>
            {t('stores.connect', { name })}
          </Button>
        </div>
      </Form>
      {result ? (
        <div className={styles.fact} role="status">
          <p className={styles.success}>{t('stores.pasteUrl', { name })}</p>
          <div className={styles.row}>
            <code className={styles.code}>
              <bdi dir="ltr">{result.webhookUrl}</bdi>
            </code>
            <CopyButton text={result.webhookUrl} what={t('stores.webhookUrl')} writeText={writeText} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

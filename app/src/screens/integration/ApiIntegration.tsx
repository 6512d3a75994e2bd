import { useState } from 'react';
import { useAtom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import type { IntegrationResponse, OrderPayload } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Link } from '@wasl/ui';
import {
  ApiKeyCard,
  EndpointList,
  StoreConnections,
  TestOrderPanel,
  type Endpoint,
  type ManualConnectResult,
  type StorePlatformName,
} from '@wasl/widgets/integration';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import {
  authorizeStoreAtom,
  connectManualStoreAtom,
  disconnectStoreAtom,
  freshKeyAtom,
  integrationAtom,
  regenerateKeyAtom,
  revokeKeyAtom,
  storesAtom,
} from '../../state/integration';
import { useMutation } from '../../state/mutation';
import { openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import { docsPaths } from '../docs/docsPages';
import * as screens from '../screens.css';
import { orderSearchHref, useTestOrder } from './useTestOrder';
import { WebsiteWidgetSection } from './WebsiteWidgetSection';

/** SPEC §3's integration response as the endpoint list: the abandoned cart gated by `has_feature`. */
export const endpointsOf = ([create, update, cart]: IntegrationResponse): Endpoint[] => [
  { id: 'createOrder', method: 'POST', url: create.EndPoint, docsHref: docsPaths.docsCreateOrder, available: true },
  { id: 'updateOrder', method: 'POST', url: update.EndPoint, docsHref: docsPaths.docsUpdateOrder, available: true },
  { id: 'abandonedCart', method: 'POST', url: cart.EndPoint, docsHref: docsPaths.docsAbandonedCart, available: cart.has_feature },
];

const webhookDocs: Partial<Record<StorePlatformName, string>> = {
  salla: docsPaths.docsSalla,
  woocommerce: docsPaths.docsWooCommerce,
  shopify: docsPaths.docsShopify,
  wix: docsPaths.docsWix,
};

/** A WooCommerce webhook secret: 24 random bytes, hex (the server keeps it sealed). */
const randomSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * /api_integration (SPEC §2): the Merchant ID and the API key (masked; regenerate and revoke behind
 * the password), the endpoints with their docs, the test panel (also /test), and the store platforms.
 */
export function ApiIntegration() {
  const { t } = useTranslation('integration');
  const serverMessage = useKeyTranslator();
  const info = useResource(integrationAtom);
  const stores = useResource(storesAtom);
  const [freshKey, setFreshKey] = useAtom(freshKeyAtom);
  const regenerate = useMutation(regenerateKeyAtom, { success: 'errors:success.apiKeyCreated', onSuccess: (key) => setFreshKey(key) });
  const revoke = useMutation(revokeKeyAtom, { success: 'errors:success.apiKeyRevoked', onSuccess: () => setFreshKey(null) });
  const passwordErrorKey = regenerate.errorKey ?? revoke.errorKey;
  const test = useTestOrder();
  const [manualResult, setManualResult] = useState<ManualConnectResult | null>(null);
  const authorize = useMutation(authorizeStoreAtom, {
    failureToast: true,
    // The sandbox answers our own callback page (same origin, no reload); a platform its consent page.
    onSuccess: ({ url, sandbox }) => (sandbox ? navigate(url) : window.location.assign(url)),
  });
  const manual = useMutation(connectManualStoreAtom, {
    success: 'errors:success.storeConnected',
    failureToast: true,
    onSuccess: (connection, platform, body) =>
      setManualResult({ platform, webhookUrl: connection.webhook_url, secret: body.secret ?? null }),
  });
  const disconnect = useMutation(disconnectStoreAtom, { success: 'errors:success.storeDisconnected', failureToast: true });

  if (info.status === 'loading') return <PageSkeleton kind="cards" />;
  if (info.status === 'error') {
    return (
      <section className={screens.page} aria-labelledby="page-heading">
        <h1 id="page-heading" className={screens.heading}>
          {t('page.title')}
        </h1>
        <ErrorState messageKey={info.messageKey} onRetry={info.retry} />
      </section>
    );
  }
  const [create, , , ids] = info.data;
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('page.title')}
        </h1>
        <p className={screens.lead}>{t('page.lead')}</p>
      </div>
      <div className={screens.actions}>
        <Link href="/test">{t('page.testLink')}</Link>
        <Link href="/api_integration/customise_order">{t('page.customiseLink')}</Link>
      </div>
      <ApiKeyCard
        merchantId={ids.Merchant_ID}
        keyHint={ids.Key_Hint}
        freshKey={freshKey}
        passwordError={passwordErrorKey ? serverMessage(passwordErrorKey) : undefined}
        onDialogClose={() => {
          regenerate.clearError();
          revoke.clearError();
        }}
        // The dialogs wait on the answer: true closes them, false keeps them open with the reason.
        onRegenerate={async (password) => (await regenerate.run(password)).ok}
        onRevoke={async (password) => (await revoke.run(password)).ok}
      />
      <EndpointList
        endpoints={endpointsOf(info.data)}
        // Only the abandoned cart is gated (plan feature cart_reminder): the one upgrade dialog, like every gate.
        onUpgrade={() => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'cart_reminder' } })}
      />
      <TestOrderPanel
        // The server's sample is SPEC §3's order payload (sampleOrderPayload, typed loosely in the tuple).
        sample={create.Body as unknown as OrderPayload}
        initialKey={freshKey ?? ''}
        orderHrefOf={orderSearchHref}
        {...test}
      />
      {stores.status === 'error' ? (
        <ErrorState messageKey={stores.messageKey} onRetry={stores.retry} />
      ) : stores.status === 'loading' ? (
        <PageSkeleton kind="cards" />
      ) : (
        <StoreConnections
          data={stores.data}
          onConnectOAuth={(platform) => void authorize.run(platform)}
          onConnectManual={(platform, body) => void manual.run(platform, body)}
          onDisconnect={async (platform) => (await disconnect.run(platform)).ok}
          pendingPlatform={authorize.pendingArgs?.[0] ?? manual.pendingArgs?.[0] ?? null}
          manualResult={manualResult}
          generateSecret={randomSecret}
          docsHrefOf={(platform) => webhookDocs[platform]}
        />
      )}
      <WebsiteWidgetSection />
    </section>
  );
}

/**
 * The reference pages, drawn from docs-data.json: generated at build time from the server's
 * OpenAPI document and zod schemas (packages/server/scripts/docs-data.ts), so the browser gets
 * plain data — no zod, no generator.
 */
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import { Link } from '@wasl/ui';
import type { ScreenProps } from '../../routing/types';
import { CodeBlock } from './CodeBlock';
import { DocsFrame } from './DocsFrame';
import { docsPaths, integrationPages, webhookPages, type DocsPageId, type IntegrationPageId, type WebhookPageId } from './docsPages';
import data from './docs-data.json';
import { Code, ErrorTable, FieldTable, HeaderTable } from './tables';
import * as styles from './docs.css';

type Webhook = (typeof data.webhooks)[number];
type EndpointId = 'createOrder' | 'updateOrder' | 'abandonedCart';
type WebhookId = 'salla' | 'woocommerce' | 'shopify' | 'wix';

const endpointOf: Record<IntegrationPageId, EndpointId> = {
  docsCreateOrder: 'createOrder',
  docsUpdateOrder: 'updateOrder',
  docsAbandonedCart: 'abandonedCart',
};
const webhookOf: Record<WebhookPageId, WebhookId> = {
  docsSalla: 'salla',
  docsWooCommerce: 'woocommerce',
  docsShopify: 'shopify',
  docsWix: 'wix',
};
/** The page that documents the next step after each call. */
const nextPage: Record<EndpointId, IntegrationPageId> = {
  createOrder: 'docsUpdateOrder',
  updateOrder: 'docsCreateOrder',
  abandonedCart: 'docsCreateOrder',
};

const json = (value: unknown) => JSON.stringify(value, null, 2);
const find = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const item = list.find((entry) => entry.id === id);
  if (!item) throw new Error(`docs-data.json has no ${id}: run npm run docs -w @wasl/server`);
  return item;
};
const webhookUrl = (hook: Webhook) => `${data.variables.host}${hook.url.replace('{key}', data.variables.webhookKey)}`;

function MethodPath({ method, path }: { method: string; path: string }) {
  // The line follows the page (right-aligned in Arabic); the method and path inside stay left to right.
  return (
    <p className={styles.endpointLine}>
      <bdi dir="ltr" translate="no" className={styles.endpointCode}>
        <span className={styles.method}>{method}</span> {path}
      </bdi>
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An overview page: its lead paragraphs, then each reference page with its method, path, lead and link. */
function Overview({ id, leads, entries }: { id: DocsPageId; leads: readonly string[]; entries: readonly OverviewEntry[] }) {
  const { t } = useTranslation('docs');
  return (
    <DocsFrame id={id}>
      {leads.map((lead) => (
        <p key={lead} className={styles.prose}>
          {lead}
        </p>
      ))}
      {entries.map(({ page, anchor, method, path }) => (
        <Section key={page} id={`docs-${anchor}`} title={t(`pages.${page}.heading`)}>
          <MethodPath method={method} path={path} />
          <p className={styles.prose}>{t(`pages.${page}.lead`)}</p>
          <Link variant="standalone" href={docsPaths[page]}>
            {t(`pages.${page}.heading`)}
          </Link>
        </Section>
      ))}
    </DocsFrame>
  );
}
interface OverviewEntry {
  page: DocsPageId;
  /** The section's anchor, `docs-<anchor>`. */
  anchor: string;
  method: string;
  path: string;
}

/** /docs/integrations: the three calls, each with its method, path and page. */
export function DocsIntegrations({ route }: ScreenProps) {
  const { t } = useTranslation('docs');
  const entries = integrationPages.map((page) => {
    const endpoint = find(data.endpoints, endpointOf[page]);
    return { page, anchor: endpoint.id, method: endpoint.method, path: endpoint.path };
  });
  return <Overview id={route.id as DocsPageId} leads={[t('index.integrationsBody')]} entries={entries} />;
}

/** /docs/integrations/create-order, /update-order, /abandoned-cart. */
export function DocsEndpoint({ route }: ScreenProps) {
  const { t } = useTranslation('docs');
  const id = endpointOf[route.id as IntegrationPageId];
  const endpoint = find(data.endpoints, id);
  const next = nextPage[id];
  return (
    <DocsFrame id={route.id as DocsPageId}>
      <p className={styles.prose}>{t(`endpoints.${id}.about`)}</p>
      <p className={styles.prose}>
        <Link href={docsPaths[next]}>{t(`endpoints.${id}.also`)}</Link>
      </p>
      <Section id="docs-request" title={t('endpoint.request')}>
        <h3 className={styles.subTitle}>{t('endpoint.method')}</h3>
        <MethodPath method={endpoint.method} path={endpoint.path} />
        <HeaderTable caption={t('endpoint.headers')} headers={endpoint.headers} />
        {endpoint.pathParams.length > 0 ? <FieldTable caption={t('endpoint.pathParams')} fields={endpoint.pathParams} /> : null}
        <FieldTable caption={t('endpoint.fields')} fields={endpoint.fields} />
        <CodeBlock label={t('endpoint.example')} code={json(endpoint.request)} />
      </Section>
      <Section id="docs-response" title={t('endpoint.response')}>
        <p className={styles.prose}>{t('endpoint.success', { status: endpoint.response.status })}</p>
        <CodeBlock label={t('code.json')} code={json(endpoint.response.body)} />
        <p className={styles.muted}>{t('endpoint.envelope')}</p>
      </Section>
      <Section id="docs-errors" title={t('endpoint.errors')}>
        <p className={styles.prose}>{t('endpoint.errorsLead')}</p>
        <ErrorTable caption={t('endpoint.errors')} rows={endpoint.errors} />
      </Section>
      <Section id="docs-samples" title={t('endpoint.samples')}>
        <p className={styles.muted}>{t('endpoint.variables')}</p>
        <CodeBlock label={t('code.curl')} code={endpoint.samples.curl} />
        <CodeBlock label={t('code.javascript')} code={endpoint.samples.javascript} />
      </Section>
    </DocsFrame>
  );
}

/** /docs/webhooks: the platforms, each with its signature and page. */
export function DocsWebhooks({ route }: ScreenProps) {
  const { t } = useTranslation('docs');
  const entries = webhookPages.map((page) => {
    const hook = find(data.webhooks, webhookOf[page]);
    return { page, anchor: hook.id, method: hook.method, path: hook.url };
  });
  return <Overview id={route.id as DocsPageId} leads={[t('index.webhooksBody'), t('webhooks.listLead')]} entries={entries} />;
}

/** /docs/webhooks/salla, /woo-commerce, /shopify, /wix. */
export function DocsWebhook({ route }: ScreenProps) {
  const { t, i18n } = useTranslation('docs');
  const hook = find(data.webhooks, webhookOf[route.id as WebhookPageId]);
  // Steps s1, s2, … read one by one: the light i18next of the built pages returns strings only (no returnObjects).
  const steps: string[] = [];
  for (let n = 1; ; n += 1) {
    const step = translateData(i18n, `docs:webhooks.platforms.${hook.id}.steps.s${n}`);
    if (step === undefined) break;
    steps.push(step);
  }
  return (
    <DocsFrame id={route.id as DocsPageId}>
      <Section id="docs-url" title={t('webhooks.url')}>
        <MethodPath method={hook.method} path={hook.url} />
        <CodeBlock label={t('code.url')} code={webhookUrl(hook)} />
        <p className={styles.muted}>{t('webhooks.urlNote')}</p>
      </Section>
      <Section id="docs-setup" title={t('webhooks.setup')}>
        <ol className={styles.steps}>
          {steps.map((text, index) => (
            <li key={index} className={styles.prose}>
              {text}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="docs-signature" title={t('webhooks.signature')}>
        <p className={styles.prose}>{translateData(i18n, `docs:webhooks.scheme.${hook.scheme}`) ?? hook.scheme}</p>
        {hook.example.headers.length > 0 ? <HeaderTable caption={t('webhooks.headersTitle')} headers={hook.example.headers} /> : null}
      </Section>
      <Section id="docs-events" title={t('webhooks.events')}>
        <ul className={styles.list}>
          {hook.events.map((event) => (
            <li key={event}>
              <Code>{event}</Code>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('webhooks.eventsNote')}</p>
      </Section>
      <Section id="docs-delivery" title={t('webhooks.delivery')}>
        <CodeBlock label={t('code.json')} code={json(hook.example.body)} />
        <CodeBlock label={t('code.curl')} code={hook.samples.curl} />
        <CodeBlock label={t('code.verify')} code={hook.samples.javascript} />
      </Section>
      <Section id="docs-answers" title={t('webhooks.answers')}>
        <p className={styles.prose}>{t('webhooks.answersLead')}</p>
        <ErrorTable caption={t('webhooks.answers')} rows={hook.statuses} />
      </Section>
    </DocsFrame>
  );
}

import { useAtomValue } from 'jotai';
import type { OrderPayload } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { TestOrderPanel } from '@wasl/widgets/integration';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { freshKeyAtom, integrationAtom } from '../../state/integration';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import { orderSearchHref, useTestOrder } from './useTestOrder';

/**
 * /test (SPEC §2): the integration test on a page of its own — SPEC §3's sample order (from the
 * integration response), sent for real with the merchant's key, and a status update.
 */
export function TestOrder() {
  const { t } = useTranslation('integration');
  const info = useResource(integrationAtom);
  const freshKey = useAtomValue(freshKeyAtom);
  const test = useTestOrder();
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('testPage.title')}
        </h1>
        <p className={screens.lead}>{t('testPage.lead')}</p>
      </div>
      <div className={screens.actions}>
        <Link href="/api_integration">{t('testPage.back')}</Link>
      </div>
      {info.status === 'loading' ? (
        <PageSkeleton kind="form" />
      ) : info.status === 'error' ? (
        <ErrorState messageKey={info.messageKey} onRetry={info.retry} />
      ) : (
        <TestOrderPanel
          // The server's sample is SPEC §3's order payload (sampleOrderPayload, typed loosely in the tuple).
          sample={info.data[0].Body as unknown as OrderPayload}
          initialKey={freshKey ?? ''}
          orderHrefOf={orderSearchHref}
          {...test}
        />
      )}
    </section>
  );
}

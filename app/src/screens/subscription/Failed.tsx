import { paymentFailureReasons, parsePurchaseParam, purchaseParam } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { param, useUrlQuery } from '../../state/urlQuery';
import * as screens from '../screens.css';

/** /failed: a declined payment's reason (from the provider) and a retry that reopens the same checkout. */
export function Failed() {
  const { t } = useTranslation('subscription');
  const [{ reason, buy }] = useUrlQuery({ reason: param.oneOf(paymentFailureReasons), buy: param.text });
  const request = parsePurchaseParam(buy);
  const retry = request ? `/subscription?${new URLSearchParams({ buy: purchaseParam(request) }).toString()}` : '/subscription';
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('failed.title')}
        </h1>
        <p className={screens.lead}>{t('failed.lead')}</p>
      </div>
      <div role="alert">
        <p className={screens.sectionTitle}>{t('failed.reason')}</p>
        <p data-testid="failure-reason">{reason ? t(`failed.reasons.${reason}`) : t('failed.unknownReason')}</p>
      </div>
      <div className={screens.actions}>
        <Link href={retry} variant="standalone">
          {t('failed.retry')}
        </Link>
        <Link href="/subscription" variant="standalone">
          {t('failed.back')}
        </Link>
      </div>
    </section>
  );
}

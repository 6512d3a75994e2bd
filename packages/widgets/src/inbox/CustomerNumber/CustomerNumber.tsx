import { useTranslation } from '@wasl/i18n';
import { visuallyHidden } from '@wasl/ui/styles';
import { isPhoneKey } from '@wasl/api/models';
import { displayPhone } from '../../orders/displayPhone';

export interface CustomerNumberProps {
  /** E.164 digits; or, while the store hides numbers from agents, the opaque key the server sent. */
  phone: string | null;
  /**
   * The server's mask while the store hides customers' numbers from agents (Show_Number off):
   * `•••• 4567`. Null or left out: `phone` is the number, shown whole.
   */
  masked?: string | null;
  className?: string;
}

/**
 * A customer's number, left to right: `+966 …` whole, or — while the store's Show_Number is off and
 * the viewer is an agent — only the server's mask (`•••• 4567`), read out as "Number hidden, ending
 * in 4567". The widget never unmasks: the server sends agents no number at all (README "Agent
 * settings").
 */
export function CustomerNumber({ phone, masked, className }: CustomerNumberProps) {
  const { t } = useTranslation('inbox');
  const hidden = masked ?? (phone !== null && isPhoneKey(phone) ? '••••' : null);
  if (hidden !== null) {
    const last4 = hidden.replace(/\D/g, '');
    return (
      <bdi dir="ltr" className={className} title={t('number.hiddenHint')} data-testid="customer-number-masked">
        <span aria-hidden="true">{hidden}</span>
        <span className={visuallyHidden}>{last4 ? t('number.hidden', { last4 }) : t('number.hiddenNoDigits')}</span>
      </bdi>
    );
  }
  if (phone === null) return null;
  return (
    <bdi dir="ltr" className={className}>
      +{displayPhone(phone)}
    </bdi>
  );
}

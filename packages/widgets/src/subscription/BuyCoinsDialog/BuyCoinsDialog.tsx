import { purchasePrice, coinPacks, packsFor } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, Link, useFormat } from '@wasl/ui';
import * as styles from './BuyCoinsDialog.css';

export interface BuyCoinsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Coins the action needs and the merchant has, when known (a 402 `insufficientCoins` names both). */
  need?: { required: number; coins: number } | null;
  /** Where coins are bought. @default '/subscription' */
  href?: string;
}

/** SPEC §6's buy-coins dialog: how many coins are missing, the catalogue's packs with their price (VAT included), the way to /subscription. */
export function BuyCoinsDialog({ isOpen, onClose, need = null, href = '/subscription' }: BuyCoinsDialogProps) {
  const { t, i18n } = useTranslation('subscription');
  const format = useFormat();
  const name = (item: { name: string; name_ar: string }) => (i18n.language === 'ar' ? item.name_ar : item.name);
  const suggestion = need ? packsFor(need.required - need.coins) : null;
  return (
    <Dialog
      title={t('buyCoins.title')}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="ghost" onPress={close}>
            {t('buyCoins.close')}
          </Button>
          <Link href={href} variant="standalone" onPress={close}>
            {t('buyCoins.action')}
          </Link>
        </div>
      )}
    >
      <div className={styles.body} data-testid="buy-coins-dialog">
        <p className={styles.text}>
          {need
            ? t('buyCoins.body', { count: need.required, n: format.number(need.required), have: format.number(need.coins) })
            : t('buyCoins.generic')}
        </p>
        <p className={styles.text}>{t('buyCoins.note')}</p>
        <ul className={styles.gains}>
          {coinPacks().map((pack) => (
            <li key={pack.id}>
              {t('buyCoins.pack', {
                name: name(pack),
                price: format.currency(purchasePrice('coins', pack.id)!.total, { currency: pack.currency }),
              })}
            </li>
          ))}
        </ul>
        {suggestion ? (
          <p className={styles.muted}>{t('buyCoins.suggest', { name: name(suggestion.pack), count: suggestion.quantity })}</p>
        ) : null}
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { AlertDialog, Button, Card } from '@wasl/ui';
import { CopyButton } from '../CopyButton';
import { maskedKey } from '../testOrder';
import * as styles from '../integration.css';

export interface ApiKeyCardProps {
  /** SPEC §3 `Merchant_ID`. */
  merchantId: string;
  /** The key's last four characters; null when there is none (never created, or revoked). */
  keyHint: string | null;
  /** The whole key, only right after it was created: shown once, with copy. */
  freshKey?: string | null;
  /**
   * Regenerate (or create) the key with the merchant's password (SPEC §5); resolves true when done
   * (the dialog closes), false when refused (the dialog stays, with `passwordError`).
   */
  onRegenerate: (password: string) => Promise<boolean>;
  /** Revoke it, likewise behind the password. */
  onRevoke: (password: string) => Promise<boolean>;
  /** The translated reason the last confirmation was refused ('Incorrect password!'). */
  passwordError?: string | undefined;
  /** Clears `passwordError` when a dialog closes. */
  onDialogClose?: () => void;
  /** Clipboard writer for the copy buttons (stories, tests). */
  writeText?: (text: string) => Promise<void>;
}

type Confirming = 'regenerate' | 'revoke' | null;

/**
 * The integration page's key (SPEC §2, §5): the Merchant ID, the API key masked to its last four
 * characters (or a "Create API key" button), the new key once after it is created, and regenerate /
 * revoke behind a password dialog.
 */
export function ApiKeyCard({
  merchantId,
  keyHint,
  freshKey,
  onRegenerate,
  onRevoke,
  passwordError,
  onDialogClose,
  writeText,
}: ApiKeyCardProps) {
  const { t } = useTranslation('integration');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const close = () => {
    setConfirming(null);
    onDialogClose?.();
  };
  return (
    <Card title={t('key.title')} headingLevel={2} description={t('key.lead')}>
      <div className={styles.stack}>
        <div className={styles.fact}>
          <p className={styles.factLabel}>{t('key.merchantId')}</p>
          <div className={styles.row}>
            <p className={styles.value}>
              <bdi>{merchantId}</bdi>
            </p>
            <CopyButton text={merchantId} what={t('key.merchantId')} writeText={writeText} />
          </div>
        </div>
        <div className={styles.fact}>
          <p className={styles.factLabel}>{t('key.apiKey')}</p>
          {keyHint ? (
            <p className={styles.value} data-testid="api-key-masked">
              <bdi dir="ltr">{maskedKey(keyHint)}</bdi>
            </p>
          ) : (
            <p className={styles.muted}>{t('key.none')}</p>
          )}
        </div>
        {freshKey ? (
          <div className={styles.fact} role="region" aria-label={t('key.freshTitle')}>
            <p className={styles.success}>{t('key.freshTitle')}</p>
            <p className={styles.muted}>{t('key.freshLead')}</p>
            <div className={styles.row}>
              <code className={styles.code} data-testid="api-key-fresh">
                <bdi dir="ltr">{freshKey}</bdi>
              </code>
              <CopyButton text={freshKey} what={t('key.apiKey')} writeText={writeText} />
            </div>
          </div>
        ) : null}
        <div className={styles.row}>
          <Button variant={keyHint ? 'secondary' : 'primary'} onPress={() => setConfirming('regenerate')}>
            {keyHint ? t('key.regenerate') : t('key.create')}
          </Button>
          {keyHint ? (
            <Button variant="danger" onPress={() => setConfirming('revoke')}>
              {t('key.revoke')}
            </Button>
          ) : null}
        </div>
      </div>
      <AlertDialog
        title={confirming === 'revoke' ? t('key.revokeTitle') : keyHint ? t('key.regenerateTitle') : t('key.createTitle')}
        tone={confirming === 'revoke' ? 'danger' : 'primary'}
        confirmLabel={confirming === 'revoke' ? t('key.revoke') : keyHint ? t('key.regenerate') : t('key.create')}
        requirePassword
        passwordError={passwordError}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onConfirm={async (password) => {
          const done = await (confirming === 'revoke' ? onRevoke : onRegenerate)(password ?? '');
          // Refused: the dialog stays open with the reason under the password.
          if (!done) throw new Error('refused');
          close();
        }}
      >
        <p>{confirming === 'revoke' ? t('key.revokeBody') : keyHint ? t('key.regenerateBody') : t('key.createBody')}</p>
      </AlertDialog>
    </Card>
  );
}

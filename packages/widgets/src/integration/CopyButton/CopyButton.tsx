import { useEffect, useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import * as styles from '../integration.css';

export interface CopyButtonProps {
  /** The text copied, exactly. */
  text: string;
  /** What is copied ("the API key"): the button's accessible name is "Copy {what}". */
  what: string;
  /** Clipboard writer (tests, stories); the browser's by default. */
  writeText?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value; "Copied" (or why not) is announced through a polite status beside it. */
export function CopyButton({ text, what, writeText }: CopyButtonProps) {
  const { t } = useTranslation('integration');
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await (writeText ?? ((value: string) => navigator.clipboard.writeText(value)))(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.row}>
      <Button variant="secondary" size="sm" aria-label={t('copy.label', { what })} onPress={() => void copy()}>
        {t('copy.action')}
      </Button>
      <span role="status" className={state === 'failed' ? styles.danger : styles.muted}>
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : null}
      </span>
    </span>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import * as styles from './docs.css';

export interface CodeBlockProps {
  /** The code, copied exactly as shown. */
  code: string;
  /** What the sample is (`curl`, `JavaScript (fetch)`, `Example body`): the caption and the copy button's name. */
  label: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A code sample with a copy button. The code stays Latin and left to right in an Arabic page
 * (`dir="ltr"`, isolated); the caption and the button follow the page. The scrolling block is
 * focusable so a keyboard can scroll it; "Copied" is announced through a polite status.
 */
export function CodeBlock({ code, label }: CodeBlockProps) {
  const { t } = useTranslation('docs');
  const captionId = useId();
  const [state, setState] = useState<CopyState>('idle');

  // "Copied" goes away by itself; a failure stays until the next try (it says what to do instead).
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      // No clipboard (permission refused, insecure origin): say so; the text stays selectable.
      setState('failed');
    }
  };

  return (
    <figure className={styles.codeBlock}>
      <figcaption className={styles.codeHeader}>
        <span id={captionId}>{label}</span>
        <span className={styles.codeActions}>
          <span role="status" className={state === 'failed' ? styles.copyError : styles.copyStatus}>
            {state === 'copied' ? t('code.copied') : state === 'failed' ? t('code.copyFailed') : null}
          </span>
          <button type="button" className={styles.copyButton} aria-label={t('code.copyLabel', { label })} onClick={() => void copy()}>
            {t('code.copy')}
          </button>
        </span>
      </figcaption>
      <pre className={styles.pre} dir="ltr" translate="no" tabIndex={0} role="region" aria-labelledby={captionId}>
        <code>
          <bdi>{code}</bdi>
        </code>
      </pre>
    </figure>
  );
}

import * as styles from './illustrations.css';

// Local inline SVGs (no network, no stock photos) drawn in the tokens' colours, so they follow the
// light and dark themes. Decorative unless a label is given.

interface ArtProps {
  className?: string;
  /** An accessible description; without it the picture is hidden from assistive technology. */
  label?: string;
}

const a11y = (label?: string) => (label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const });

/** A phone with a conversation: the store's order confirmation and delivery update, the customer's thanks. */
export function ChatArt({ className, label }: ArtProps) {
  return (
    <svg viewBox="0 0 320 360" className={[styles.mirror, className].filter(Boolean).join(' ')} {...a11y(label)}>
      <rect
        className={`${styles.fill.surface_raised} ${styles.stroke.border_default}`}
        x="70"
        y="10"
        width="180"
        height="340"
        rx="28"
        strokeWidth="2"
      />
      <rect className={styles.fill.surface_sunken} x="84" y="40" width="152" height="290" rx="10" />
      <rect className={styles.fill.border_default} x="130" y="22" width="60" height="6" rx="3" />
      {/* store: order confirmed */}
      <rect className={`${styles.fill.surface_default} ${styles.stroke.border_subtle}`} x="96" y="56" width="116" height="64" rx="14" />
      <rect className={styles.fill.text_subtle} x="108" y="70" width="72" height="8" rx="4" />
      <rect className={styles.fill.border_default} x="108" y="86" width="90" height="8" rx="4" />
      <circle className={styles.fill.status_success_solid} cx="116" cy="106" r="6" />
      <rect className={styles.fill.border_default} x="128" y="102" width="48" height="8" rx="4" />
      {/* customer: thanks */}
      <rect className={styles.fill.accent_default} x="140" y="134" width="84" height="34" rx="14" />
      <rect className={styles.fill.text_onAccent} x="152" y="147" width="56" height="8" rx="4" />
      {/* store: invoice with QR */}
      <rect className={`${styles.fill.surface_default} ${styles.stroke.border_subtle}`} x="96" y="182" width="116" height="84" rx="14" />
      <rect className={styles.fill.text_default} x="108" y="196" width="36" height="36" rx="4" />
      <rect className={styles.fill.surface_default} x="114" y="202" width="10" height="10" />
      <rect className={styles.fill.surface_default} x="128" y="216" width="10" height="10" />
      <rect className={styles.fill.text_subtle} x="152" y="198" width="48" height="8" rx="4" />
      <rect className={styles.fill.border_default} x="152" y="214" width="36" height="8" rx="4" />
      <rect className={styles.fill.accent_subtle} x="108" y="244" width="92" height="10" rx="5" />
      {/* delivery update */}
      <rect className={`${styles.fill.surface_default} ${styles.stroke.border_subtle}`} x="96" y="280" width="100" height="34" rx="14" />
      <path className={styles.fill.status_info_solid} d="M108 297h14l4-6h10v12h-28z" />
      <rect className={styles.fill.border_default} x="144" y="293" width="40" height="8" rx="4" />
      {/* floating accents */}
      <circle className={styles.fill.accent_subtle} cx="40" cy="90" r="22" />
      {/* symmetric, so the mirrored (Arabic) picture shows no reversed tick */}
      <path className={styles.fill.accent_text} d="M40 76l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
      <circle className={`${styles.fill.status_warning_background} ${styles.stroke.status_warning_border}`} cx="284" cy="250" r="26" />
      <path
        className={styles.stroke.status_warning_text}
        d="M272 246h24l-3 12h-18zM276 242a8 8 0 0 1 16 0"
        fill="none"

        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A rising line towards a flag: the 2028 vision. */
export function VisionArt({ className, label }: ArtProps) {
  return (
    <svg viewBox="0 0 160 140" className={[styles.mirror, className].filter(Boolean).join(' ')} {...a11y(label)}>
      <rect className={styles.fill.accent_subtle} x="4" y="4" width="152" height="132" rx="20" />
      <path className={styles.stroke.border_strong} d="M20 112h120" strokeWidth="2" />
      <path
        className={styles.stroke.accent_default}
        d="M24 100l30-18 24 8 30-30 20-14"
        fill="none"

        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle className={styles.fill.accent_default} cx="54" cy="82" r="5" />
      <circle className={styles.fill.accent_default} cx="78" cy="90" r="5" />
      <circle className={styles.fill.accent_default} cx="108" cy="60" r="5" />
      <path className={styles.stroke.text_default} d="M128 46V18" strokeWidth="3" strokeLinecap="round" />
      <path className={styles.fill.status_success_solid} d="M128 18h20l-6 7 6 7h-20z" />
    </svg>
  );
}

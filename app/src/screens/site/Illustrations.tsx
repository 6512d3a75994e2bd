import { vars } from '@wasl/tokens';
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
  const c = vars.color;
  return (
    <svg viewBox="0 0 320 360" className={[styles.mirror, className].filter(Boolean).join(' ')} {...a11y(label)}>
      <rect x="70" y="10" width="180" height="340" rx="28" fill={c.surface.raised} stroke={c.border.default} strokeWidth="2" />
      <rect x="84" y="40" width="152" height="290" rx="10" fill={c.surface.sunken} />
      <rect x="130" y="22" width="60" height="6" rx="3" fill={c.border.default} />
      {/* store: order confirmed */}
      <rect x="96" y="56" width="116" height="64" rx="14" fill={c.surface.default} stroke={c.border.subtle} />
      <rect x="108" y="70" width="72" height="8" rx="4" fill={c.text.subtle} />
      <rect x="108" y="86" width="90" height="8" rx="4" fill={c.border.default} />
      <circle cx="116" cy="106" r="6" fill={c.status.success.solid} />
      <rect x="128" y="102" width="48" height="8" rx="4" fill={c.border.default} />
      {/* customer: thanks */}
      <rect x="140" y="134" width="84" height="34" rx="14" fill={c.accent.default} />
      <rect x="152" y="147" width="56" height="8" rx="4" fill={c.text.onAccent} />
      {/* store: invoice with QR */}
      <rect x="96" y="182" width="116" height="84" rx="14" fill={c.surface.default} stroke={c.border.subtle} />
      <rect x="108" y="196" width="36" height="36" rx="4" fill={c.text.default} />
      <rect x="114" y="202" width="10" height="10" fill={c.surface.default} />
      <rect x="128" y="216" width="10" height="10" fill={c.surface.default} />
      <rect x="152" y="198" width="48" height="8" rx="4" fill={c.text.subtle} />
      <rect x="152" y="214" width="36" height="8" rx="4" fill={c.border.default} />
      <rect x="108" y="244" width="92" height="10" rx="5" fill={c.accent.subtle} />
      {/* delivery update */}
      <rect x="96" y="280" width="100" height="34" rx="14" fill={c.surface.default} stroke={c.border.subtle} />
      <path d="M108 297h14l4-6h10v12h-28z" fill={c.status.info.solid} />
      <rect x="144" y="293" width="40" height="8" rx="4" fill={c.border.default} />
      {/* floating accents */}
      <circle cx="40" cy="90" r="22" fill={c.accent.subtle} />
      {/* symmetric, so the mirrored (Arabic) picture shows no reversed tick */}
      <path d="M40 76l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={c.accent.text} />
      <circle cx="284" cy="250" r="26" fill={c.status.warning.background} stroke={c.status.warning.border} />
      <path
        d="M272 246h24l-3 12h-18zM276 242a8 8 0 0 1 16 0"
        fill="none"
        stroke={c.status.warning.text}
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A rising line towards a flag: the 2028 vision. */
export function VisionArt({ className, label }: ArtProps) {
  const c = vars.color;
  return (
    <svg viewBox="0 0 160 140" className={[styles.mirror, className].filter(Boolean).join(' ')} {...a11y(label)}>
      <rect x="4" y="4" width="152" height="132" rx="20" fill={c.accent.subtle} />
      <path d="M20 112h120" stroke={c.border.strong} strokeWidth="2" />
      <path
        d="M24 100l30-18 24 8 30-30 20-14"
        fill="none"
        stroke={c.accent.default}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="54" cy="82" r="5" fill={c.accent.default} />
      <circle cx="78" cy="90" r="5" fill={c.accent.default} />
      <circle cx="108" cy="60" r="5" fill={c.accent.default} />
      <path d="M128 46V18" stroke={c.text.default} strokeWidth="3" strokeLinecap="round" />
      <path d="M128 18h20l-6 7 6 7h-20z" fill={c.status.success.solid} />
    </svg>
  );
}

import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** The text the code carries (ASCII is most compact: a base64 payload is). */
  value: string;
  /** The accessible name; the image says nothing else to a screen reader. */
  label: string;
  /** Rendered size in CSS pixels. @default 160 */
  size?: number;
  className?: string;
}

/**
 * A QR code drawn as one SVG path from the module matrix (no canvas, no markup string): dark
 * modules in the text colour on the surface, with the 4-module quiet zone scanners need.
 */
export function QrCode({ value, label, size = 160, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    // Medium error correction: survives a crease or a smudge on a printed invoice.
    const qr = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={[styles.qr, className].filter(Boolean).join(' ')}
      data-modules={modules}
    >
      <rect width={modules} height={modules} className={styles.background} />
      <path d={path} className={styles.modules} />
    </svg>
  );
}

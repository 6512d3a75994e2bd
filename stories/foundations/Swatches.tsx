import type { CSSProperties, ReactNode } from 'react';
import { vars } from '@wasl/tokens';
import { colorAt, colorsByTheme, contrastPairs, type ThemeName } from '@wasl/tokens/values';
import { contrastRatio } from '@wasl/tokens/contrast';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 };
const caption: CSSProperties = { fontSize: vars.type.size.sm, color: vars.color.text.muted, fontFamily: vars.fontFamily.mono };

function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

function cssVarOf(path: string): string {
  let node: unknown = vars.color;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 12, marginBlockEnd: 32 }}>
      <h2 style={{ margin: 0, fontSize: vars.type.size.lg }}>{title}</h2>
      {children}
    </section>
  );
}

/** Every colour role of the current theme, live from the CSS variables, with its value. */
export function ColourRoles({ theme, group }: { theme: ThemeName; group: keyof (typeof colorsByTheme)['light'] }) {
  const values = colorsByTheme[theme][group];
  const entries = typeof values === 'string' ? ([[group, values]] as [string, string][]) : leaves(values, `${group}.`);
  return (
    <div style={grid}>
      {entries.map(([path, value]) => (
        <figure key={path} style={{ margin: 0, display: 'grid', gap: 4 }}>
          <div
            style={{
              blockSize: 48,
              borderRadius: vars.radius.sm,
              background: cssVarOf(path),
              border: `1px solid ${vars.color.border.default}`,
            }}
          />
          <figcaption style={caption}>
            <div>{path}</div>
            <div>{value}</div>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The contrast pairs the unit test enforces, with their measured ratios in this theme. */
export function ContrastTable({ theme }: { theme: ThemeName }) {
  const colours = colorsByTheme[theme];
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.type.size.sm }}>
      <thead>
        <tr>
          {['foreground', 'background', 'kind', 'ratio'].map((heading) => (
            <th key={heading} style={{ textAlign: 'start', paddingInlineEnd: 16, paddingBlock: 4 }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs
          .filter((pair) => pair.background === 'surface.default' || pair.kind !== 'text' || pair.foreground.startsWith('text.on'))
          .map((pair) => (
            <tr key={`${pair.foreground}/${pair.background}`}>
              <td style={{ paddingInlineEnd: 16 }}>
                {pair.kind === 'ui' ? (
                  // UI pairs (3:1) are shown as a shape, not as text, exactly as components use them.
                  <span
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 6,
                      background: cssVarOf(pair.background),
                      padding: '2px 6px',
                    }}
                  >
                    <span style={{ inlineSize: 12, blockSize: 12, borderRadius: 3, border: `2px solid ${cssVarOf(pair.foreground)}` }} />
                    {pair.foreground}
                  </span>
                ) : (
                  <span style={{ color: cssVarOf(pair.foreground), background: cssVarOf(pair.background), padding: '2px 6px' }}>
                    {pair.foreground}
                  </span>
                )}
              </td>
              <td style={{ paddingInlineEnd: 16 }}>{pair.background}</td>
              <td style={{ paddingInlineEnd: 16 }}>{pair.kind}</td>
              <td>{contrastRatio(colorAt(colours, pair.foreground), colorAt(colours, pair.background)).toFixed(2)}:1</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

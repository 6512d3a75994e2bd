/**
 * A section being created or edited (SPEC §3: name, colour, start time, end time) and its checks.
 * The colour comes from the token palette (the chart series, distinguishable with colour-vision
 * deficiencies); it is stored as the light theme's hex and shown through the theme's own variant,
 * so a dark page shows the dark tint. The contrast check: a section's colour marks it beside its
 * name (a UI component, WCAG 1.4.11), so it must reach 3:1 against the page surface in both themes —
 * through its variant for a palette colour, as stored for any other (an older record, the API).
 */
import type { Section, SectionBody } from '@wasl/api/types';
import { validateMinLength, type ValidationKey } from '@wasl/api/validators';
import { chartSeries, type ChartSeries } from '@wasl/tokens';
import { contrastRatio, minimumContrast } from '@wasl/tokens/contrast';
import { dark, light } from '@wasl/tokens/values';

export const SECTION_NAME_MAX = 50;

export interface SectionDraft {
  name: string;
  color: string;
  start: string;
  end: string;
}

/** The palette entry a stored colour is (case-insensitive), or null for any other colour. */
export function paletteSeriesOf(color: string): ChartSeries | null {
  const lower = color.toLowerCase();
  return chartSeries.find((series) => light.chart[series].toLowerCase() === lower) ?? null;
}

/** The colour as each theme shows it: a palette colour through the theme's variant, any other as stored. */
export function shownColours(color: string): { light: string; dark: string } {
  const series = paletteSeriesOf(color);
  return series ? { light: light.chart[series], dark: dark.chart[series] } : { light: color, dark: color };
}

/** Whether the colour stands out from the page (3:1, both themes). */
export function colourHasContrast(color: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return false;
  const shown = shownColours(color);
  return (
    contrastRatio(shown.light, light.surface.default) >= minimumContrast.ui &&
    contrastRatio(shown.dark, dark.surface.default) >= minimumContrast.ui
  );
}

const firstSeries = chartSeries[0];

/** A new section: the first palette colour not used yet (the first one when all are), support hours 00:00–00:00 (SPEC §9). */
export function newSectionDraft(existing: readonly Pick<Section, 'color'>[]): SectionDraft {
  const used = new Set(existing.map((s) => s.color.toLowerCase()));
  const free = chartSeries.find((series) => !used.has(light.chart[series].toLowerCase())) ?? firstSeries;
  return { name: '', color: light.chart[free], start: '00:00', end: '00:00' };
}

export const draftOf = (section: Section): SectionDraft => ({
  name: section.name,
  color: section.color,
  start: section.start,
  end: section.end,
});

export interface SectionErrors {
  name: ValidationKey | null;
  color: 'validation:colourInvalid' | 'agents:section.lowContrast' | null;
  time: 'validation:timeInvalid' | null;
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** SPEC §5's rules as the server applies them (name 3–50 after trimming, a `#rrggbb` colour, `HH:mm` times) plus the contrast check. */
export function validateSection(draft: SectionDraft): SectionErrors {
  return {
    name: validateMinLength(draft.name, 3, SECTION_NAME_MAX),
    color: !/^#[0-9a-f]{6}$/i.test(draft.color)
      ? 'validation:colourInvalid'
      : colourHasContrast(draft.color)
        ? null
        : 'agents:section.lowContrast',
    time: TIME.test(draft.start) && TIME.test(draft.end) ? null : 'validation:timeInvalid',
  };
}

export const sectionIsValid = (errors: SectionErrors) => !errors.name && !errors.color && !errors.time;

/** The body the server takes: the name trimmed, the colour in lower case. */
export const sectionBodyOf = (draft: SectionDraft): SectionBody => ({
  name: draft.name.trim(),
  color: draft.color.toLowerCase(),
  start: draft.start,
  end: draft.end,
});

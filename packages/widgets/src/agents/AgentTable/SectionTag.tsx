import type { Section } from '@wasl/api/types';
import { vars } from '@wasl/tokens';
import { paletteSeriesOf } from '../sectionDraft';
import * as styles from './AgentTable.css';

/** A section's colour dot (the theme's variant of a palette colour) and its name. */
export function SectionTag({ section }: { section: Pick<Section, 'name' | 'color'> }) {
  const series = paletteSeriesOf(section.color);
  return (
    <span className={styles.tag}>
      <span className={styles.dot} style={{ background: series ? vars.color.chart[series] : section.color }} aria-hidden="true" />
      <bdi>{section.name}</bdi>
    </span>
  );
}

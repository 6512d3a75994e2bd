import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: vars.space['4'] });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['4'] });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const footer = style({ display: 'flex', justifyContent: 'center' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const panelTitle = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['6'],
  alignItems: 'start',
});

/** Quick messages outside the package: the sentence and the button that opens the one upgrade dialog. */
export const upgrade = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] });

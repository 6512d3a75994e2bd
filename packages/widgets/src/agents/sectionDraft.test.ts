import { describe, expect, it } from 'vitest';
import { chartSeries } from '@wasl/tokens';
import { light } from '@wasl/tokens/values';
import { colourHasContrast, newSectionDraft, paletteSeriesOf, sectionBodyOf, shownColours, validateSection } from './sectionDraft';

describe('section colour', () => {
  it('every palette colour stands out from the page in both themes (3:1)', () => {
    for (const series of chartSeries) expect(colourHasContrast(light.chart[series]), series).toBe(true);
  });

  it('shows a palette colour through the dark variant, any other as stored', () => {
    const teal = light.chart.series1;
    expect(paletteSeriesOf(teal.toUpperCase())).toBe('series1');
    expect(shownColours(teal).dark).not.toBe(teal);
    expect(shownColours('#123456')).toEqual({ light: '#123456', dark: '#123456' });
  });

  it('refuses a colour too pale or too dark for one of the themes', () => {
    expect(colourHasContrast('#f5f5f5')).toBe(false); // invisible on the light page
    expect(colourHasContrast('#050505')).toBe(false); // invisible on the dark page
    expect(validateSection({ name: 'Sales', color: '#f5f5f5', start: '09:00', end: '17:00' }).color).toBe('agents:section.lowContrast');
    expect(validateSection({ name: 'Sales', color: 'red', start: '09:00', end: '17:00' }).color).toBe('validation:colourInvalid');
  });
});

describe('section draft', () => {
  it('starts with the first unused palette colour and 00:00–00:00', () => {
    expect(newSectionDraft([])).toEqual({ name: '', color: light.chart.series1, start: '00:00', end: '00:00' });
    expect(newSectionDraft([{ color: light.chart.series1.toUpperCase() }]).color).toBe(light.chart.series2);
  });

  it('checks the name (3 characters after trimming) and the times', () => {
    expect(validateSection({ name: '  ab ', color: light.chart.series1, start: '09:00', end: '17:00' })).toEqual({
      name: 'validation:minLength3',
      color: null,
      time: null,
    });
    expect(validateSection({ name: 'Sales', color: light.chart.series1, start: '24:00', end: '17:00' }).time).toBe(
      'validation:timeInvalid',
    );
    expect(sectionBodyOf({ name: ' Sales ', color: '#0F6E66', start: '09:00', end: '17:00' })).toEqual({
      name: 'Sales',
      color: '#0f6e66',
      start: '09:00',
      end: '17:00',
    });
  });
});

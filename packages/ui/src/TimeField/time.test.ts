import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatTimeString, parseTimeString } from './time';

describe('HH:mm conversion', () => {
  it('parses 24-hour strings', () => {
    expect(parseTimeString('00:00')).toEqual(new Time(0, 0));
    expect(parseTimeString('9:05')).toEqual(new Time(9, 5));
    expect(parseTimeString('23:59:30')).toEqual(new Time(23, 59, 30));
  });

  it('refuses impossible or loose values', () => {
    for (const bad of ['24:00', '12:60', '12', '12:5', 'noon', '', '07:30 PM']) expect(parseTimeString(bad), bad).toBeNull();
  });

  it('formats with zero padding and round-trips', () => {
    expect(formatTimeString(new Time(7, 5))).toBe('07:05');
    for (const value of ['00:00', '13:45', '23:59']) expect(formatTimeString(parseTimeString(value)!)).toBe(value);
  });
});

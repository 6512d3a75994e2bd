/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/renderIn';
import { FileDropZone } from './FileDropZone';

describe('FileDropZone accessible names', () => {
  it('names the drop target in Arabic, never react-aria’s English "DropZone"', () => {
    renderIn('ar', <FileDropZone label="الشعار" kind="image" />);
    // react-aria's hidden drop button: the zone's text, our label, then the zone's own name.
    const zone = screen.getByRole('button', { name: /منطقة إفلات الملفات/ });
    expect(zone).toHaveAccessibleName(/الشعار/);
    expect(zone).not.toHaveAccessibleName(/DropZone/);
    for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAccessibleName(/DropZone/);
  });

  it('names it in English', () => {
    renderIn('en', <FileDropZone label="Logo" kind="image" />);
    expect(screen.getByRole('button', { name: /Drop zone/ })).toHaveAccessibleName(/Logo/);
  });
});

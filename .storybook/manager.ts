// The manager (sidebar, toolbar, panels) as a designer meets it: the product's name, mark and colours,
// from the design tokens' light values (tokens/src/values.ts), not Storybook's own brand. The preview
// iframe, where the stories render, is untouched: its theme is the toolbar's Theme global.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { fontFamilies, light, radius } from '@wasl/tokens/values';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Wasl · وصل',
    brandUrl: './',
    // .storybook/public (staticDirs): the mark and the Latin name; the bilingual title is its alt text
    // and tooltip. An <img> SVG cannot load our fonts, and a machine without an Arabic face drew
    // "وصل" as a box, so the image carries no Arabic.
    brandImage: './wasl-logo.svg',
    brandTarget: '_self',
    colorPrimary: light.accent.default,
    colorSecondary: light.accent.default,
    appBg: light.surface.canvas,
    appContentBg: light.surface.default,
    appPreviewBg: light.surface.default,
    appBorderColor: light.border.subtle,
    appBorderRadius: parseInt(radius.md, 10),
    textColor: light.text.default,
    textMutedColor: light.text.muted,
    textInverseColor: light.text.inverse,
    barBg: light.surface.default,
    barTextColor: light.text.muted,
    barSelectedColor: light.accent.default,
    barHoverColor: light.accent.hover,
    inputBg: light.surface.default,
    inputBorder: light.border.default,
    inputTextColor: light.text.default,
    inputBorderRadius: parseInt(radius.sm, 10),
    fontBase: fontFamilies.latin,
    fontCode: fontFamilies.mono,
  }),
});

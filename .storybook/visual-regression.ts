import type { Preview } from '@storybook/react-vite';
import { inject } from 'vitest';
import { page } from 'vitest/browser';
import { expect } from 'vitest';
import { foreignFontsOfNewText } from './platform-fonts';

declare module 'vitest' {
  export interface ProvidedContext {
    'wasl/visual-mode': string;
  }
}

export interface VisualParameters {
  /** Skip the screenshot for this story (say why beside it). @default false */
  disable?: boolean;
  /** `viewport` for stories whose content portals out of the canvas (dialogs, popovers, toasts). @default 'canvas' */
  target?: 'canvas' | 'viewport';
}

/**
 * After a story has rendered and its play function has run, compare a screenshot with the
 * committed baseline in `.storybook/__baselines__/<story-id>_<locale>-<theme>.png`.
 */
export const visualRegression: Preview = {
  afterEach: async ({ id, canvasElement, parameters }) => {
    const visual = (parameters.visual ?? {}) as VisualParameters;
    const mode = inject('wasl/visual-mode');
    if (!mode) return;
    // Screenshots only once web fonts are in: otherwise a fallback face sneaks into the baseline.
    await document.fonts.ready;
    // Every glyph in a face the design system ships, whether or not the story is photographed. In
    // the light modes only: the theme never changes which face draws a glyph, and each check costs
    // a DevTools call per text element (so it runs only when a story shows a character in a style
    // no earlier story of the run had shown).
    if (mode.endsWith('-light')) {
      const foreign = await foreignFontsOfNewText();
      expect(
        foreign.map(({ family, glyphs, text }) => `${family} drew ${glyphs} glyph(s) of "${text}"`),
        'text drawn in a face the design system does not ship (tokens/src/fonts.css)',
      ).toEqual([]);
    }
    if (visual.disable) return;
    // Nothing is photographed hovered. A play function's last click leaves user-event's simulated
    // pointer on a button or a field, and whether react-aria still called it hovered when the shot was
    // taken depended on timing, so the same story gave two pictures. The hover styles hang on
    // `data-hovered` alone, so the attribute is taken off the DOM (no event is sent: a synthetic
    // pointer move here closed open dialogs in some runs); React sets it again only if the hover
    // state changes, and the real cursor's moves never reach a story (vitest.setup.ts).
    for (const hovered of document.querySelectorAll('[data-hovered]')) hovered.removeAttribute('data-hovered');
    // Every finite animation at its end. Motion is off in tests (0 s), but a 0 s animation still ends
    // only on the page's next animation frame, and a frame can be slow to come on a busy machine: a
    // dialog caught in its entering animation is still at its first keyframe (opacity 0) and the
    // shot came out blank (AlertDialog `Wrong Password`, RaiseTicketForm, QuickMessageList in full
    // runs). Infinite ones (spinners, skeletons) are left as they are.
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    if (visual.target !== 'viewport') {
      await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(`${id}_${mode}`);
      return;
    }
    // Vitest cannot locate `<html>` ("Cannot find element with locator('html')"), so the viewport
    // shot is taken of `<body>` stretched to the viewport: portalled overlays (fixed) fall inside it.
    const { body } = document;
    const previous = body.style.minHeight;
    body.style.minHeight = '100vh';
    try {
      // Full-viewport shots are large: on a loaded machine two identical captures can take over 5 s.
      await expect.element(page.elementLocator(body)).toMatchScreenshot(`${id}_${mode}`, { timeout: 20_000 });
    } finally {
      body.style.minHeight = previous;
    }
  },
};

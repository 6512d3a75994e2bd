import type { Preview } from '@storybook/react-vite';
import { inject } from 'vitest';
import { page } from 'vitest/browser';
import { expect } from 'vitest';

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
  /**
   * A larger share of differing pixels than the suite's 0.002, for a story whose text or edges
   * rasterise at a different sub-pixel offset from run to run (say which and why beside it).
   */
  allowedMismatchedPixelRatio?: number;
}

/**
 * After a story has rendered and its play function has run, compare a screenshot with the
 * committed baseline in `.storybook/__baselines__/<story-id>_<locale>-<theme>.png`.
 */
export const visualRegression: Preview = {
  afterEach: async ({ id, canvasElement, parameters }) => {
    const visual = (parameters.visual ?? {}) as VisualParameters;
    if (visual.disable) return;
    const mode = inject('wasl/visual-mode');
    if (!mode) return;
    // Screenshots only once web fonts are in: otherwise a fallback face sneaks into the baseline.
    await document.fonts.ready;
    const tolerance = visual.allowedMismatchedPixelRatio
      ? {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: visual.allowedMismatchedPixelRatio },
        }
      : {};
    if (visual.target !== 'viewport') {
      await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(`${id}_${mode}`, tolerance);
      return;
    }
    // Vitest cannot locate `<html>` ("Cannot find element with locator('html')"), so the viewport
    // shot is taken of `<body>` stretched to the viewport: portalled overlays (fixed) fall inside it.
    const { body } = document;
    const previous = body.style.minHeight;
    body.style.minHeight = '100vh';
    try {
      // Full-viewport shots are large: on a loaded machine two identical captures can take over 5 s.
      await expect.element(page.elementLocator(body)).toMatchScreenshot(`${id}_${mode}`, { ...tolerance, timeout: 20_000 });
    } finally {
      body.style.minHeight = previous;
    }
  },
};

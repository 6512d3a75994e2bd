// First: before anything loads react-aria (see the module).
import './no-virtual-keyboard';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setInteractionModality } from 'react-aria';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toastQueue } from '@wasl/ui';
import * as projectAnnotations from './preview';
import { visualRegression } from './visual-regression';

// Story tests run the real preview (decorators, globals, axe) plus one screenshot per story and mode.
setProjectAnnotations([a11yAnnotations, projectAnnotations, visualRegression]);

// Stories act through user-event's simulated pointer only. The browser's real cursor, which no story
// moves, still sits somewhere over the page, and Chromium sends trusted "fake" mouse moves for it
// when the layout changes — at unpredictable times, so a checkbox under it was photographed hovered
// in one run and not in the next. Trusted pointer and mouse movement never reaches a story.
for (const type of [
  'pointerover',
  'pointerenter',
  'pointermove',
  'pointerout',
  'pointerleave',
  'mouseover',
  'mouseenter',
  'mousemove',
  'mouseout',
  'mouseleave',
])
  window.addEventListener(type, (event) => event.isTrusted && event.stopImmediatePropagation(), { capture: true });

afterEach(() => {
  cleanup();
  // The story files of a mode share one page (`isolate: false` in vitest.config.ts), as stories
  // do in Storybook itself, so nothing a story leaves in module or page state may reach the next:
  // the app-wide toast queue, and react-aria's live announcer, whose messages outlive the story
  // (an `aria-labelledby` announcement then points at an element that no longer exists).
  toastQueue.clear();
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});

// Each story file starts as it would on a fresh page: react-aria shows focus rings until a pointer
// is used, and the previous file's last click must not hide the first story's ring.
beforeAll(() => setInteractionModality('keyboard'));

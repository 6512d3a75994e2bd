/**
 * No on-screen keyboard in story tests. react-aria guesses one from the viewport: a visual viewport
 * that shrinks by 100 px or more soon after a text field got focus counts as a keyboard opening, and
 * from then on a modal that focuses a text field stays hidden (inline `opacity: 0`) for up to 600 ms
 * while it waits for the keyboard to settle (`runAfterKeyboard`). The story runner resizes the
 * viewport before every story (Storybook's `setViewport`: 1200×900, the mobile stories' sizes), so
 * once a mobile story had run right after a focused field, dialogs with a text field could be
 * photographed invisible: AlertDialog `Wrong Password`, QuickMessageList `Duplicate Title`,
 * RenameAgentDialog `Keyboard` failed or flaked this way (docs/visual-regression.md).
 *
 * The visual viewport's resize events are stopped before react-aria's listener sees them: listeners
 * run in the order they were added, so this module is imported before anything that loads
 * react-aria (first in vitest.setup.ts).
 */
window.visualViewport?.addEventListener('resize', (event) => event.stopImmediatePropagation());

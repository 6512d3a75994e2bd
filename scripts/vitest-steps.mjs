// The Vitest runs of `npm test`, one browser project at a time per lane: four story projects
// starting four browsers at once overload a 2-core machine, so the story modes are a queue the two
// lanes draw from, one mode at a time each (scripts/test.mjs). Shared by scripts/test.mjs
// and update-baselines.mjs.
export const storyModes = ['en-light', 'en-dark', 'ar-light', 'ar-dark'];

export const vitestSteps = [
  { name: 'vitest unit + components', projects: ['unit', 'components'] },
  // The real `npm start` in Chromium; scripts/test.mjs builds the app once before it (and checks the budgets).
  { name: 'vitest e2e (npm start + Chromium)', projects: ['e2e'], needsAppBuild: true, alongside: 'servers', tag: 'e2e' },
  ...storyModes.map((mode) => ({ name: `vitest stories ${mode} (play, axe, screenshot)`, projects: [`stories:${mode}`], lane: 'stories' })),
];

export const projectArgs = (projects) => projects.flatMap((project) => ['--project', project]);

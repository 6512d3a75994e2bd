// The story screenshots must fail on exactly what a design system's visual tests exist for: a word
// gone, a ✓ gone, an icon recoloured, a border moved by one pixel. Each case edits a committed
// baseline and runs the comparator and options the story projects use (read from vitest.config.ts).
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { exactComparator, type DecodedImage, type ExactComparatorOptions } from './screenshot-comparator.ts';

const baselines = new URL('../.storybook/__baselines__/', import.meta.url);

interface Image extends DecodedImage {
  data: Buffer;
}

function load(name: string): Image {
  const png = PNG.sync.read(readFileSync(new URL(name, baselines)));
  return { metadata: { width: png.width, height: png.height }, data: png.data };
}

const copy = (image: Image): Image => ({ metadata: { ...image.metadata }, data: Buffer.from(image.data) });

type Box = { left: number; top: number; right: number; bottom: number };
type Rgb = [number, number, number];

const offset = (image: Image, x: number, y: number) => (y * image.metadata.width + x) * 4;
const pixel = (image: Image, x: number, y: number): Rgb => {
  const at = offset(image, x, y);
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
};
const same = (a: Rgb, b: Rgb) => a.every((value, index) => value === b[index]);

/**
 * Guards each case against a re-recorded baseline: the box's outline is all background (so it holds
 * the whole of one thing and nothing of its neighbours) and something is drawn inside it. If this
 * fails after a deliberate re-record, find the new box (the comment beside each case says what it is).
 */
function expectEnclosesInk(image: Image, box: Box): Rgb {
  const background = pixel(image, box.left, box.top);
  for (let x = box.left; x <= box.right; x += 1) {
    expect(pixel(image, x, box.top), `top edge at ${x}`).toEqual(background);
    expect(pixel(image, x, box.bottom), `bottom edge at ${x}`).toEqual(background);
  }
  for (let y = box.top; y <= box.bottom; y += 1) {
    expect(pixel(image, box.left, y), `left edge at ${y}`).toEqual(background);
    expect(pixel(image, box.right, y), `right edge at ${y}`).toEqual(background);
  }
  let ink = 0;
  for (let y = box.top; y <= box.bottom; y += 1)
    for (let x = box.left; x <= box.right; x += 1) if (!same(pixel(image, x, y), background)) ink += 1;
  expect(ink, 'pixels drawn inside the box').toBeGreaterThan(10);
  return background;
}

function fill(image: Image, box: Box, [red, green, blue]: Rgb) {
  for (let y = box.top; y <= box.bottom; y += 1)
    for (let x = box.left; x <= box.right; x += 1) image.data.set([red, green, blue, 255], offset(image, x, y));
}

/** The comparator and its options exactly as the story projects of vitest.config.ts register them. */
async function storiesComparison() {
  const config = (await import('../vitest.config.ts')).default as {
    test: { projects: { test?: { name?: string; browser?: { expect?: { toMatchScreenshot?: Record<string, unknown> } } } }[] };
  };
  const project = config.test.projects.find((candidate) => candidate.test?.name === 'stories:en-light');
  const options = project?.test?.browser?.expect?.toMatchScreenshot as {
    comparatorName: string;
    comparatorOptions: ExactComparatorOptions;
    comparators: Record<string, typeof exactComparator>;
  };
  const comparator = options.comparators[options.comparatorName]!;
  return (reference: Image, actual: Image) => comparator(reference, actual, { ...options.comparatorOptions, createDiff: true });
}

describe('the story screenshot comparison', () => {
  it('is the exact comparator with no pixel allowed', async () => {
    const config = (await import('../vitest.config.ts')).default as unknown as {
      test: { projects: { test?: { name?: string; browser?: { expect?: { toMatchScreenshot?: Record<string, unknown> } } } }[] };
    };
    const stories = config.test.projects.filter((project) => project.test?.name?.startsWith('stories:'));
    expect(stories).toHaveLength(4);
    for (const project of stories) {
      const options = project.test!.browser!.expect!.toMatchScreenshot!;
      expect(options.comparatorName).toBe('exact');
      expect(options.comparatorOptions).toEqual({ channelTolerance: 0, allowedMismatchedPixels: 0 });
      expect((options.comparators as Record<string, unknown>).exact).toBe(exactComparator);
    }
  }, 60_000);

  it('passes an unchanged baseline', async () => {
    const compare = await storiesComparison();
    const logout = load('primitives-alertdialog-logout_en-light.png');
    expect(compare(logout, copy(logout))).toMatchObject({ pass: true, mismatchedPixels: 0 });
  }, 60_000);

  it('fails when one word is erased ("again" in the logout dialog)', async () => {
    const compare = await storiesComparison();
    const logout = load('primitives-alertdialog-logout_en-light.png');
    // "again" in "You will need to sign in again to reach your" (960 × 720 shot).
    const again = { left: 494, top: 335, right: 523, bottom: 350 };
    const edited = copy(logout);
    fill(edited, again, expectEnclosesInk(logout, again));
    const result = compare(logout, edited);
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/pixels differ/);
  }, 60_000);

  it('fails when a ✓ is removed (the first met rule of the password checklist)', async () => {
    const compare = await storiesComparison();
    const checklist = load('primitives-passwordfield-checklist-partly-met_en-light.png');
    // The ✓ before "8 to 16 characters".
    const tick = { left: 0, top: 77, right: 13, bottom: 90 };
    const edited = copy(checklist);
    fill(edited, tick, expectEnclosesInk(checklist, tick));
    expect(compare(checklist, edited).pass).toBe(false);
  }, 60_000);

  it("fails when an icon's colour changes slightly (the logout dialog's question mark, 12 levels brighter)", async () => {
    const compare = await storiesComparison();
    const logout = load('primitives-alertdialog-logout_en-light.png');
    // The question mark inside its tinted circle.
    const icon = { left: 346, top: 305, right: 363, bottom: 320 };
    const edited = copy(logout);
    let recoloured = 0;
    for (let y = icon.top; y <= icon.bottom; y += 1)
      for (let x = icon.left; x <= icon.right; x += 1) {
        const [red, green, blue] = pixel(logout, x, y);
        if (red + green + blue > 450) continue; // the circle's tint, not the glyph's stroke
        edited.data.set([red + 12, green + 12, blue + 12], offset(edited, x, y));
        recoloured += 1;
      }
    expect(recoloured).toBeGreaterThan(20);
    expect(compare(logout, edited).pass).toBe(false);
  }, 60_000);

  it('fails when a border moves by 1 px (the dialog divider, one row down)', async () => {
    const compare = await storiesComparison();
    const logout = load('primitives-alertdialog-logout_en-light.png');
    const divider = pixel(logout, 330, 383);
    const white = pixel(logout, 330, 384);
    expect(same(divider, white)).toBe(false);
    const edited = copy(logout);
    for (let x = 321; x <= 638; x += 1) {
      expect(pixel(logout, x, 383)).toEqual(divider);
      edited.data.set([...white, 255], offset(edited, x, 383));
      edited.data.set([...divider, 255], offset(edited, x, 384));
    }
    expect(compare(logout, edited).pass).toBe(false);
  }, 60_000);

  it('fails on another size, and draws the differing pixels red in the diff', async () => {
    const compare = await storiesComparison();
    const logout = load('primitives-alertdialog-logout_en-light.png');
    const taller: Image = { metadata: { width: 960, height: 721 }, data: Buffer.alloc(960 * 721 * 4) };
    expect(compare(logout, taller)).toMatchObject({ pass: false, message: expect.stringMatching(/dimensions/) });
    const edited = copy(logout);
    edited.data.set([0, 0, 0, 255], offset(edited, 5, 7));
    const result = compare(logout, edited);
    expect(result.mismatchedPixels).toBe(1);
    expect([...result.diff!.subarray(offset(edited, 5, 7), offset(edited, 5, 7) + 4)]).toEqual([255, 0, 0, 255]);
  }, 60_000);
});

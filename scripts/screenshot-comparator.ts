// The comparator of the story screenshots (registered in vitest.config.ts as `exact`), and the options
// the stories use. With the renderer pinned in the lockfile (ADR 003) the same story gives the same
// bytes on every machine, so a screenshot is compared exactly: a removed word, a removed ✓, a
// recoloured icon or a border moved by 1 px all fail. scripts/screenshot-comparator.test.ts proves it
// on committed baselines.

/** Vitest's view of a decoded PNG: RGBA bytes, four per pixel. */
export interface DecodedImage {
  metadata: { width: number; height: number };
  data: ArrayLike<number>;
}

// A type, not an interface: Vitest's comparator registry wants a Record<string, unknown>.
export type ExactComparatorOptions = {
  /** The largest difference of one RGBA channel that still counts as the same pixel (0: identical). */
  channelTolerance: number;
  /** How many pixels may differ at all. */
  allowedMismatchedPixels: number;
};

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    exact: ExactComparatorOptions;
  }
}

/** What the stories compare with: nothing may differ. */
export const storyComparatorOptions: ExactComparatorOptions = { channelTolerance: 0, allowedMismatchedPixels: 0 };

export interface ComparisonResult {
  pass: boolean;
  diff: Uint8Array | null;
  message: string | null;
  /** The differing pixels (not part of Vitest's contract; read by the tests). */
  mismatchedPixels: number;
}

/**
 * Compares two images pixel by pixel. The diff image (when asked for) shows the reference faded to
 * grey with every differing pixel in red, as pixelmatch's does.
 */
export function exactComparator(
  reference: DecodedImage,
  actual: DecodedImage,
  { createDiff, channelTolerance, allowedMismatchedPixels }: ExactComparatorOptions & { createDiff?: boolean },
): ComparisonResult {
  const { width, height } = reference.metadata;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
      mismatchedPixels: width * height,
    };
  }
  const diff = createDiff ? new Uint8Array(width * height * 4) : null;
  let mismatchedPixels = 0;
  for (let offset = 0; offset < width * height * 4; offset += 4) {
    let differs = false;
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs(reference.data[offset + channel]! - actual.data[offset + channel]!) > channelTolerance) differs = true;
    }
    if (differs) mismatchedPixels += 1;
    if (!diff) continue;
    const grey = 255 - (255 - (reference.data[offset]! + reference.data[offset + 1]! + reference.data[offset + 2]!) / 3) * 0.1;
    diff.set(differs ? [255, 0, 0, 255] : [grey, grey, grey, 255], offset);
  }
  const pass = mismatchedPixels <= allowedMismatchedPixels;
  return {
    pass,
    diff,
    message: pass ? null : `${mismatchedPixels} pixels differ (${allowedMismatchedPixels} allowed).`,
    mismatchedPixels,
  };
}

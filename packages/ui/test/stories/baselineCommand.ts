import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
// Types the command's context as Playwright's (its page and the test page's frame).
import type {} from '@vitest/browser-playwright';
import { PNG } from 'pngjs';
import type { Frame } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** What `matchBaseline` tells the test: `message` says why a picture does not match. */
export interface BaselineMatch {
  pass: boolean;
  message?: string;
}

interface BaselineOptions {
  baselinesDir: string;
  diffsDir: string;
  viewport: { width: number; height: number };
  /** A pixel counts as changed past this colour distance (0–1)… */
  threshold: number;
  /** …and a picture differs past this share of changed pixels. */
  allowedMismatchedPixelRatio: number;
  /** How long the page may keep changing before the picture counts as unstable. */
  timeoutMs: number;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A browser command that photographs the test page's viewport and compares it with the baseline
 * `<name>.png`. Chromium encodes the same pixels into the same bytes, so an unchanged story costs a
 * screenshot and a byte comparison; any other picture is taken again until two in a row are the
 * same, then compared pixel by pixel. `--update` rewrites a baseline that differs; a missing one is
 * written (except in CI) and the test fails until it has been looked at. `readOnly` compares and
 * writes nothing, for a picture that is meant to differ.
 */
export function matchBaselineCommand(
  options: BaselineOptions,
): BrowserCommand<[name: string, matchOptions?: { readOnly?: boolean }]> {
  const testPageBoxes = new WeakMap<Frame, Box>();
  const testPageBox = async (frame: Frame) => {
    const box = testPageBoxes.get(frame) ?? (await (await frame.frameElement()).boundingBox());
    const { width, height } = options.viewport;
    if (!box || box.width !== width || box.height !== height) {
      throw new Error(
        `The test page is ${box?.width}×${box?.height} px in the window, not ${width}×${height}: pictures would be scaled.`,
      );
    }
    testPageBoxes.set(frame, box);
    return box;
  };

  return async (context, name, { readOnly = false } = {}): Promise<BaselineMatch> => {
    const baselinePath = path.join(options.baselinesDir, `${name}.png`);
    const actualPath = path.join(options.diffsDir, `${name}-actual.png`);
    const diffPath = path.join(options.diffsDir, `${name}-diff.png`);
    const baseline = await readFile(baselinePath).catch(() => null);
    const box = await testPageBox(await context.frame());
    const capture = () => context.page.screenshot({ clip: box, caret: 'initial' });

    // Poll: the first picture usually matches at once; otherwise wait until the page holds still.
    const deadline = Date.now() + options.timeoutMs;
    let previous: Buffer | null = null;
    let picture = await capture();
    while (!baseline?.equals(picture) && !previous?.equals(picture)) {
      if (Date.now() > deadline) {
        return { pass: false, message: `The page kept changing for ${options.timeoutMs} ms.` };
      }
      previous = picture;
      picture = await capture();
    }
    if (baseline?.equals(picture)) return { pass: true };

    const difference =
      baseline && compare(PNG.sync.read(baseline), PNG.sync.read(picture), options);
    if (difference?.pass) return { pass: true };
    if (readOnly) return { pass: false, message: difference?.message ?? `No ${baselinePath}.` };

    const updateMode = context.project.serializedConfig.snapshotOptions.updateSnapshot;
    if (updateMode === 'all' || (!baseline && updateMode === 'new')) {
      await writePicture(baselinePath, picture);
      return updateMode === 'all'
        ? { pass: true }
        : { pass: false, message: `No baseline yet: wrote ${baselinePath}; look at it.` };
    }
    await writePicture(actualPath, picture);
    if (difference?.diff) await writePicture(diffPath, difference.diff);
    return {
      pass: false,
      message: difference
        ? `${difference.message} Baseline: ${baselinePath}; this run: ${actualPath}; difference: ${diffPath}.`
        : `No baseline ${baselinePath} (not written in CI); this run: ${actualPath}.`,
    };
  };
}

function compare(baseline: PNG, picture: PNG, options: BaselineOptions) {
  if (baseline.width !== picture.width || baseline.height !== picture.height) {
    return {
      pass: false,
      message: `The picture is ${picture.width}×${picture.height} px, its baseline ${baseline.width}×${baseline.height}.`,
    };
  }
  const diffImage = new PNG({ width: baseline.width, height: baseline.height });
  const changed = diff(
    baseline.data,
    picture.data,
    diffImage.data,
    baseline.width,
    baseline.height,
    { threshold: options.threshold },
  );
  const allowed = options.allowedMismatchedPixelRatio * baseline.width * baseline.height;
  return {
    pass: changed <= allowed,
    diff: PNG.sync.write(diffImage),
    message: `${changed} pixels differ from the baseline (at most ${Math.floor(allowed)} may).`,
  };
}

async function writePicture(picturePath: string, data: Buffer) {
  await mkdir(path.dirname(picturePath), { recursive: true });
  await writeFile(picturePath, data);
}

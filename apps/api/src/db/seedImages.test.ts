import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { FEATURE_IMAGE_MAX_BYTES } from '@org/contracts';
import { gradientPng } from './gradientPng';
import { demoTrainingModules, SEED_IMAGES_DIR } from './seedTraining';

// The committed feature images are what scripts/drawSeedImages.ts draws from the modules' colours.
// Pixels are compared, not bytes: another zlib may compress the same picture differently.
describe('the demo modules’ feature images', () => {
  it.each(demoTrainingModules.map((module) => [module.image, module] as const))(
    '%s is the picture its module’s colours draw, within the feature-image limit',
    async (image, module) => {
      const committed = await readFile(path.join(SEED_IMAGES_DIR, image));
      expect(committed.length).toBeLessThanOrEqual(FEATURE_IMAGE_MAX_BYTES);
      const drawn = PNG.sync.read(gradientPng(module.colours));
      const kept = PNG.sync.read(committed);
      expect([kept.width, kept.height]).toEqual([drawn.width, drawn.height]);
      expect(Buffer.compare(kept.data, drawn.data)).toBe(0);
    },
  );

  it('are all used: no file in the folder without its module', async () => {
    const files = (await readdir(SEED_IMAGES_DIR)).sort();
    expect(files).toEqual(demoTrainingModules.map((module) => module.image).sort());
  });
});

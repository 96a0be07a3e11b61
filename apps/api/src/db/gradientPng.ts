import { PNG } from 'pngjs';

/** Two RGB colours: a gradient's top-left and bottom-right. */
export type GradientColours = [[number, number, number], [number, number, number]];

/**
 * A `width`×`height` PNG: a diagonal gradient between two colours, with a lighter band. The demo
 * modules' feature images (scripts/drawSeedImages.ts), the benchmark's and the tests' uploads.
 */
export function gradientPng([from, to]: GradientColours, width = 320, height = 180): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    const band = Math.abs(y - height * 0.62) < height * 0.06 ? 0.35 : 0;
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const pixel = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = from[c]! + (to[c]! - from[c]!) * t;
        png.data[pixel + c] = Math.round(value + (255 - value) * band);
      }
      png.data[pixel + 3] = 255;
    }
  }
  // Opaque, so RGB; zlib's default strategy (pngjs's own is run-length) keeps a gradient small.
  return PNG.sync.write(png, { colorType: 2, deflateStrategy: 0 });
}

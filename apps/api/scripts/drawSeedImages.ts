// Draws the demo training modules' feature images into apps/api/src/db/seed-images/, from each
// module's colours (src/db/seedTraining.ts): `npm run seed:images -w @org/api` after changing them,
// then commit the files. src/db/seedImages.test.ts fails while a file and its colours disagree.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gradientPng } from '../src/db/gradientPng';
import { demoTrainingModules, SEED_IMAGES_DIR } from '../src/db/seedTraining';

await mkdir(SEED_IMAGES_DIR, { recursive: true });
for (const module of demoTrainingModules) {
  const png = gradientPng(module.colours);
  await writeFile(path.join(SEED_IMAGES_DIR, module.image), png);
  console.log(`${module.image}: ${png.length} bytes`);
}

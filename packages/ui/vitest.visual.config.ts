import path from 'node:path';
import { storyTestConfig } from './test/stories/storyTestConfig.ts';

/**
 * A few stories photographed by a Chromium whose fontconfig offers other fonts than the machine's
 * usual ones: the pictures still match their baselines, as stories use the repository's fonts.
 */
export default storyTestConfig({
  name: 'visual',
  include: ['test/stories/otherSystemFonts.test.tsx'],
  chromiumEnv: {
    FONTCONFIG_FILE: path.join(import.meta.dirname, 'test/stories/otherSystemFonts.conf'),
  },
});

import { storyTestConfig } from './packages/ui/test/stories/storyTestConfig.ts';

/**
 * Every story, rendered once in light, dark and right-to-left: its picture matches its baseline,
 * its play function passes (light) and axe finds no violation (packages/ui/test/stories/).
 */
export default storyTestConfig({ name: 'storybook', include: ['test/stories/stories.test.tsx'] });

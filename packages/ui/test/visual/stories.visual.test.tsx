/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../../../../.storybook/preview';

/** A picture of every story in each way a reviewer looks at it (Storybook's toolbar). */
const modes = [
  { name: 'light', globals: { theme: 'light', direction: 'ltr', locale: 'en' } },
  { name: 'dark', globals: { theme: 'dark', direction: 'ltr', locale: 'en' } },
  { name: 'rtl', globals: { theme: 'light', direction: 'rtl', locale: 'ar' } },
] as const;

type StoryModule = Parameters<typeof composeStories>[0];
const storyModules: Record<string, StoryModule> = import.meta.glob<StoryModule>(
  '../../src/components/**/*.stories.tsx',
  { eager: true },
);

beforeAll(() => {
  // Pictures must not depend on the day they are taken (the date picker marks today).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 15, 10, 0));
  // Moving parts would make pictures differ from run to run.
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } body { margin: 0; min-block-size: 100vh; }';
  document.head.append(still);
});

afterEach(() => cleanup());

const settle = async () => {
  await document.fonts.ready;
  await new Promise((resolve) => setTimeout(resolve, 100));
};

for (const mode of modes) {
  describe(mode.name, () => {
    for (const module of Object.values(storyModules)) {
      const stories = composeStories(module, { ...preview.default, initialGlobals: mode.globals });
      for (const [exportName, Story] of Object.entries(stories)) {
        const StoryComponent = Story as unknown as ComponentType & { id: string };
        it(`${StoryComponent.id} (${exportName})`, async () => {
          render(<StoryComponent />);
          await settle();
          await expect
            .element(page.elementLocator(document.body))
            .toMatchScreenshot(`${StoryComponent.id}--${mode.name}`);
        });
      }
    }
  });
}

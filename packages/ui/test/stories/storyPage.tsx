/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, vi } from 'vitest';
import * as preview from '../../../../.storybook/preview';
import type { StoryA11yParameters } from './axeViolations';
import type { BaselineMatch } from './baselineCommand';

/** Each way a reviewer looks at a story (Storybook's toolbar), named as its baselines' folder. */
export const modes = [
  { name: 'light', globals: { theme: 'light', direction: 'ltr', locale: 'en' } },
  { name: 'dark', globals: { theme: 'dark', direction: 'ltr', locale: 'en' } },
  { name: 'rtl', globals: { theme: 'light', direction: 'rtl', locale: 'ar' } },
] as const;

export type Mode = (typeof modes)[number];

export type ComposedStory = ComponentType & {
  id: string;
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  parameters: { a11y?: StoryA11yParameters & { disable?: boolean; test?: string } };
};

type StoryModule = Parameters<typeof composeStories>[0];

const storyModules: Record<string, StoryModule> = import.meta.glob<StoryModule>(
  '../../src/components/**/*.stories.tsx',
  { eager: true },
);

// With Storybook's own annotations, whose loaders reset each story's mocks as Storybook does.
setProjectAnnotations([preview]);

/** Every story of @org/ui as Storybook shows it in `mode`, with its export's name. */
export function storiesIn(mode: Mode): { exportName: string; Story: ComposedStory }[] {
  return Object.values(storyModules).flatMap((module) =>
    Object.entries(composeStories(module, { initialGlobals: mode.globals })).map(
      ([exportName, Story]) => ({ exportName, Story: Story as unknown as ComposedStory }),
    ),
  );
}

const pageStyle = document.createElement('style');
pageStyle.textContent = 'body { margin: 0; min-block-size: 100vh; }';
// Moving parts would make pictures differ from run to run.
const stillStyle = document.createElement('style');
stillStyle.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** Sets the test page up for pictures: a fixed date, nothing moving, every story font loaded. */
export function setUpStoryPage() {
  beforeAll(async () => {
    // Pictures must not depend on the day they are taken (the date picker marks today).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 10, 0));
    document.head.append(pageStyle, stillStyle);
    // Loaded up front, so that no picture is taken while a font is still being swapped in.
    await Promise.all([...document.fonts].map((fontFace) => fontFace.load()));
  });
}

/** Renders the story, held still for its picture; returns Storybook's `canvasElement`. */
export async function renderStory(Story: ComposedStory): Promise<HTMLElement> {
  stillStyle.disabled = false;
  await Story.load();
  return render(<Story />).container;
}

/** Lets the page move for a play function; animations that restarts are shown at their end. */
export function resumeMotion() {
  stillStyle.disabled = true;
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchBaseline: (name: string, options?: { readOnly?: boolean }) => Promise<BaselineMatch>;
  }
}

/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { pauseAnimations } from 'storybook/preview-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import * as preview from '../../../../.storybook/preview';
import type { BaselineMatch } from './baselineCommand';
import { axeViolations, type StoryA11yParameters } from './axeViolations';

/** Each way a reviewer looks at a story (Storybook's toolbar), named as its baselines' folder. */
const modes = [
  { name: 'light', globals: { theme: 'light', direction: 'ltr', locale: 'en' } },
  { name: 'dark', globals: { theme: 'dark', direction: 'ltr', locale: 'en' } },
  { name: 'rtl', globals: { theme: 'light', direction: 'rtl', locale: 'ar' } },
] as const;

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  id: string;
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  parameters: { a11y?: StoryA11yParameters & { disable?: boolean; test?: string } };
};

const storyModules: Record<string, StoryModule> = import.meta.glob<StoryModule>(
  '../../src/components/**/*.stories.tsx',
  { eager: true },
);

// With Storybook's own annotations, whose loaders reset each story's mocks as Storybook does.
setProjectAnnotations([preview]);

const pageStyle = document.createElement('style');
pageStyle.textContent = 'body { margin: 0; min-block-size: 100vh; }';
// Moving parts would make pictures differ from run to run.
const stillStyle = document.createElement('style');
stillStyle.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** Lets the page move for a play function; animations that restarts are shown at their end. */
function resumeMotion() {
  stillStyle.disabled = true;
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  }
}

beforeAll(() => {
  // Pictures must not depend on the day they are taken (the date picker marks today).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 15, 10, 0));
  document.head.append(pageStyle, stillStyle);
});

for (const mode of modes) {
  describe(mode.name, () => {
    for (const module of Object.values(storyModules)) {
      const stories = composeStories(module, { initialGlobals: mode.globals });
      for (const [exportName, composed] of Object.entries(stories)) {
        const Story = composed as unknown as ComposedStory;
        // One render serves the picture (taken first, as the story opens), the play function and axe.
        describe(`${Story.id} (${exportName})`, () => {
          let canvasElement: HTMLElement;
          let played = false;
          beforeAll(async () => {
            stillStyle.disabled = false;
            await Story.load();
            canvasElement = render(<Story />).container;
            await document.fonts.ready;
          });
          afterAll(() => cleanup());

          it('looks as its baseline', async () => {
            const { pass, message } = await commands.matchBaseline(`${mode.name}/${Story.id}`);
            if (!pass) expect.fail(message);
          });

          // Play functions are written for the story's own globals: English built-in strings.
          const play = Story.play;
          if (mode.name === 'light' && play) {
            it('its play function passes', async () => {
              resumeMotion();
              played = true;
              await play({ canvasElement });
            });
          }

          // As in Storybook, a story may switch axe off (`parameters.a11y.disable` or `test: 'off'`).
          const a11y = Story.parameters.a11y;
          if (a11y?.disable !== true && a11y?.test !== 'off') {
            it('axe finds no violation', async () => {
              // As Storybook does after a play function: animations shown at their end.
              const resume = played ? pauseAnimations() : () => {};
              try {
                expect(await axeViolations(a11y)).toEqual([]);
              } finally {
                resume();
              }
            });
          }
        });
      }
    }
  });
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchBaseline: (name: string) => Promise<BaselineMatch>;
  }
}

import { cleanup } from '@testing-library/react';
import { pauseAnimations } from 'storybook/preview-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from './axeViolations';
import { modes, renderStory, resumeMotion, setUpStoryPage, storiesIn } from './storyPage';

setUpStoryPage();

for (const mode of modes) {
  describe(mode.name, () => {
    for (const { exportName, Story } of storiesIn(mode)) {
      // One render serves the picture (taken first, as the story opens), the play function and axe.
      describe(`${Story.id} (${exportName})`, () => {
        let canvasElement: HTMLElement;
        let played = false;
        beforeAll(async () => {
          canvasElement = await renderStory(Story);
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
  });
}

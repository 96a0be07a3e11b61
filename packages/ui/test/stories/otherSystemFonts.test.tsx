import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { repositoryFonts } from '../../../../.storybook/preview.css';
import { type Mode, modes, renderStory, setUpStoryPage, storiesIn } from './storyPage';

/** Stories whose pictures hold Latin, monospace, Arabic and symbol characters. */
const storiesChecked: [Mode['name'], string][] = [
  ['light', 'display-icon--all-icons'],
  ['dark', 'display-icon--all-icons'],
  ['rtl', 'display-icon--all-icons'],
  ['light', 'overlays-menu--arabic'],
  ['light', 'overlays-menu--very-long-text'],
];

const story = (modeName: Mode['name'], id: string) => {
  const found = storiesIn(modes.find((mode) => mode.name === modeName)!).find(
    ({ Story }) => Story.id === id,
  );
  if (!found) throw new Error(`No story ${id}`);
  return found.Story;
};

const widthOf = (text: string, font: string) => {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `16px ${font}`;
  return context.measureText(text).width;
};

setUpStoryPage();
afterEach(() => cleanup());

describe('with other system fonts than usual (Chromium on test/stories/otherSystemFonts.conf)', () => {
  it('Chromium draws the generic font families in other faces: monospace is not monospaced', () => {
    expect(widthOf('iiiiiiiiii', 'monospace')).toBeLessThan(widthOf('MMMMMMMMMM', 'monospace'));
  });

  for (const [modeName, id] of storiesChecked) {
    it(`${id} in ${modeName} looks as its baseline`, async () => {
      await renderStory(story(modeName, id));
      const { pass, message } = await commands.matchBaseline(`${modeName}/${id}`);
      if (!pass) expect.fail(message);
    });
  }

  it("display-icon--all-icons would look otherwise in the theme's own fonts, which are the machine's", async () => {
    await renderStory(story('light', 'display-icon--all-icons'));
    for (const element of document.querySelectorAll(`.${repositoryFonts}`)) {
      element.classList.remove(repositoryFonts);
    }
    const { pass } = await commands.matchBaseline('light/display-icon--all-icons', {
      readOnly: true,
    });
    expect(pass).toBe(false);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../apps/api/src/db/gradientPng';
import { expectNoAxeViolations } from './support/axe';
import { pickOption } from './support/pickers';
import { consoleUrl, launchChromium, showInApp } from './support/browser';
import { callApi, prepareThroughApi } from './support/api';
import { openSignedIn, signedInState, type DemoPerson } from './support/signIn';

// docs/product.md §3.4: a system admin writes a training module and its knowledge check;
// a nurse reaches them from Help, reads the module and takes the check.
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

const signedIn = async (email: DemoPerson) => {
  const opened = await openSignedIn(browser, email);
  contexts.push(opened.context);
  return opened.page;
};
/** The demo admin's ID token, for setting a journey up through the api. */
const adminToken = async () => (await signedInState(browser, 'admin@clinic.test')).token;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Publishes a record from its row or card menu, answering the question the console asks. */
async function publish(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: `Publish ${name}?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await page.getByRole('status').getByText(`${name} published`).first().waitFor();
}

/** Opens one part of the knowledge center the way staff do: from the Help popover. */
async function openFromHelp(page: Page, link: string) {
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: link }).click();
  await heading(page, link).waitFor();
}

const featureImage = () =>
  gradientPng([
    [190, 18, 60],
    [253, 164, 175],
  ]);

/** What a nurse's journey starts from: a published module with its image and a published check. */
async function publishedModuleWithCheck(token: string, run: string) {
  const module = await prepareThroughApi<{ id: string }>('POST', '/api/v1/training-modules', {
    token,
    body: {
      moduleTitle: `Sharps safety ${run}`,
      author: 'Dr. Ana Lima',
      category: 'Infection prevention',
      language: 'en',
      difficultyLevel: 'beginner',
      duration: '20 minutes',
      effort: 'Once',
      skills: ['Sharps disposal'],
      prerequisites: 'None.',
      whatYoullLearn: 'Where a used needle goes.',
      description: 'Used needles go into the sharps box at once.',
    },
  });
  const image = new FormData();
  image.append(
    'featureImage',
    new Blob([new Uint8Array(featureImage())], { type: 'image/png' }),
    'sharps.png',
  );
  await prepareThroughApi('PUT', `/api/v1/training-modules/${module.id}/feature-image`, {
    token,
    body: image,
  });
  await prepareThroughApi('PATCH', `/api/v1/training-modules/${module.id}/status`, {
    token,
    body: { status: 'PUBLISHED' },
  });
  const check = await prepareThroughApi<{ id: string }>('POST', '/api/v1/knowledge-checks', {
    token,
    body: {
      moduleId: module.id,
      title: `Sharps safety: check ${run}`,
      passMark: 100,
      questions: [
        {
          text: 'Where does a used needle go?',
          options: [
            { text: 'Back into its cap', correct: false },
            { text: 'Into the sharps box at once', correct: true },
          ],
        },
      ],
    },
  });
  await prepareThroughApi('PATCH', `/api/v1/knowledge-checks/${check.id}/status`, {
    token,
    body: { status: 'PUBLISHED' },
  });
  return {
    moduleId: module.id,
    moduleTitle: `Sharps safety ${run}`,
    checkId: check.id,
    checkTitle: `Sharps safety: check ${run}`,
  };
}

describe('training modules and knowledge checks', () => {
  const run = Date.now().toString(36);

  it('an admin writes and publishes a module with its image, then a check for it', async () => {
    const moduleTitle = `Safe injection practice ${run}`;
    const checkTitle = `Safe injections: check ${run}`;
    const admin = await signedIn('admin@clinic.test');
    await admin.goto(`${consoleUrl}/knowledge-center/training-modules`);
    await heading(admin, 'Training Modules').waitFor();
    await admin.getByRole('button', { name: 'Add module' }).first().click();
    const moduleDrawer = admin.getByRole('dialog', { name: 'New training module' });
    await moduleDrawer.getByRole('textbox', { name: /^Module title/ }).fill(moduleTitle);
    await moduleDrawer.getByRole('textbox', { name: /^Author/ }).fill('Dr. Ana Lima');
    await moduleDrawer.getByRole('textbox', { name: /^Category/ }).fill('Infection prevention');
    await moduleDrawer.getByRole('combobox', { name: /^Language/ }).selectOption('en');
    await moduleDrawer
      .getByRole('combobox', { name: /^Difficulty level/ })
      .selectOption('beginner');
    await moduleDrawer.getByRole('textbox', { name: /^Duration/ }).fill('30 minutes');
    await moduleDrawer.getByRole('textbox', { name: /^Effort/ }).fill('Once');
    await moduleDrawer
      .getByRole('textbox', { name: /^Skills/ })
      .fill('Single use\nSharps disposal');
    await moduleDrawer.getByRole('textbox', { name: /^Prerequisites/ }).fill('None.');
    await moduleDrawer
      .getByRole('textbox', { name: /^What you'll learn/ })
      .fill('Why every needle is used once.');
    await moduleDrawer.getByRole('textbox', { name: /^Description/ }).fill('One needle, one use.');
    await moduleDrawer.locator('input[type="file"]').setInputFiles({
      name: 'needles.png',
      mimeType: 'image/png',
      buffer: featureImage(),
    });
    await expectNoAxeViolations(admin, 'training module drawer');
    await moduleDrawer.getByRole('button', { name: 'Create module' }).click();
    await admin
      .getByRole('status')
      .getByText('Training module created as a draft')
      .first()
      .waitFor();
    await admin.getByRole('heading', { level: 2, name: moduleTitle }).waitFor();
    await publish(admin, moduleTitle);

    await admin.goto(`${consoleUrl}/knowledge-center/knowledge-checks`);
    await heading(admin, 'Knowledge Checks').waitFor();
    await admin.getByRole('button', { name: 'Add check' }).first().click();
    const checkDrawer = admin.getByRole('dialog', { name: 'Add knowledge check' });
    await pickOption(checkDrawer.getByRole('combobox', { name: /^Training module/ }), moduleTitle);
    await checkDrawer.getByRole('textbox', { name: /^Title/ }).fill(checkTitle);
    await checkDrawer.getByRole('spinbutton', { name: /^Pass mark/ }).fill('100');
    await checkDrawer
      .getByRole('textbox', { name: /^Question/ })
      .fill('Which needle may be used again?');
    await checkDrawer.getByRole('textbox', { name: /^Option 1/ }).fill('Any, once cleaned');
    await checkDrawer.getByRole('textbox', { name: /^Option 2/ }).fill('None: one needle, one use');
    await checkDrawer.getByRole('radio', { name: /question 1, option 2/ }).check();
    await expectNoAxeViolations(admin, 'knowledge check drawer');
    await checkDrawer.getByRole('button', { name: 'Add check' }).click();
    await admin.getByRole('status').getByText('Knowledge check added').first().waitFor();
    await admin.getByRole('rowheader', { name: checkTitle }).waitFor();
    await publish(admin, checkTitle);
  });

  it('a nurse reads a module from Help, fails its check once, then passes it', async () => {
    const { moduleTitle, checkTitle } = await publishedModuleWithCheck(
      await adminToken(),
      `${run}n`,
    );

    const nurse = await signedIn('nurse@clinic.test');
    await nurse.goto(`${consoleUrl}/`);
    await openFromHelp(nurse, 'Training Modules');
    await nurse.getByRole('searchbox', { name: /Search by title/ }).fill(moduleTitle);
    // The module may be on the catalogue's first page too: click it once the search has answered,
    // not in the cards it replaces (a card that moves under the pointer takes no click).
    const cards = nurse
      .locator('main ul')
      .filter({ has: nurse.getByRole('link', { name: moduleTitle }) });
    await expect.poll(() => cards.locator(':scope > li').count()).toBe(1);
    await expect.poll(() => cards.getAttribute('aria-busy')).toBeNull();
    await nurse.getByRole('link', { name: moduleTitle }).click();
    await heading(nurse, moduleTitle).waitFor();
    // The feature image comes through its signed address and is really drawn.
    await expect
      .poll(() =>
        nurse
          .getByRole('img', { name: `Feature image of ${moduleTitle}` })
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(320);
    await nurse.getByText('Where a used needle goes.').waitFor();
    await expectNoAxeViolations(nurse, 'training module page, nurse');

    await openFromHelp(nurse, 'Knowledge Checks');
    await nurse.getByRole('link', { name: `Take the check ${checkTitle}` }).click();
    await heading(nurse, checkTitle).waitFor();
    const answers = nurse.getByRole('group', { name: '1. Where does a used needle go?' });
    await answers.getByRole('radio', { name: 'Back into its cap' }).check();
    await nurse.getByRole('button', { name: 'Submit answers' }).click();
    await nurse.getByText('Not passed', { exact: true }).waitFor();
    await nurse.getByText('Score: 0%').waitFor();
    await expectNoAxeViolations(nurse, 'knowledge check result, not passed');

    await nurse.getByRole('button', { name: 'Try again' }).click();
    await answers.getByRole('radio', { name: 'Into the sharps box at once' }).check();
    await nurse.getByRole('button', { name: 'Submit answers' }).click();
    await nurse.getByText('Passed', { exact: true }).waitFor();
    await nurse.getByText('Score: 100%').waitFor();
  });
  it('a doctor takes a check by keyboard alone', async () => {
    const { checkId, checkTitle } = await publishedModuleWithCheck(await adminToken(), `${run}k`);
    const doctor = await signedIn('doctor@clinic.test');
    await doctor.goto(`${consoleUrl}/knowledge-center/knowledge-checks/${checkId}/take`);
    await heading(doctor, checkTitle).waitFor();
    const focusedRadio = () =>
      doctor.evaluate(() => {
        const focused = document.activeElement;
        return focused instanceof HTMLInputElement && focused.type === 'radio'
          ? (focused.labels?.[0]?.textContent ?? '')
          : null;
      });
    // Tab to the question's choices: the first stop in the group is its first option.
    for (let tabs = 0; tabs < 20 && (await focusedRadio()) === null; tabs += 1) {
      await doctor.keyboard.press('Tab');
    }
    await expect.poll(focusedRadio).toBe('Back into its cap');
    await doctor.keyboard.press('ArrowDown');
    await expect.poll(focusedRadio).toBe('Into the sharps box at once');
    await expect
      .poll(() => doctor.getByRole('radio', { name: 'Into the sharps box at once' }).isChecked())
      .toBe(true);
    await doctor.keyboard.press('Tab');
    await expect
      .poll(() => doctor.evaluate(() => document.activeElement?.textContent))
      .toBe('Submit answers');
    await doctor.keyboard.press('Enter');
    await doctor.getByText('Passed', { exact: true }).waitFor();
    await doctor.getByText('Score: 100%').waitFor();
  });

  it('loads a catalogue card’s image only once the card scrolls into view', async () => {
    const nurse = await signedIn('nurse@clinic.test');
    await nurse.setViewportSize({ width: 390, height: 700 });
    const asked: string[] = [];
    nurse.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await nurse.goto(`${consoleUrl}/knowledge-center/training-modules`);
    await heading(nurse, 'Training Modules').waitFor();
    // The cards' pictures are decorative (the title says what the card is): found by their address.
    const images = nurse.getByRole('main').locator('img[data-url]');
    await expect.poll(() => images.count()).toBeGreaterThan(3);
    await expect.poll(() => images.first().getAttribute('data-state')).toBe('loaded');
    const last = images.last();
    const lastFile = new URL((await last.getAttribute('data-url'))!, consoleUrl).pathname;
    // Far below the fold: still the placeholder, and its picture never asked for.
    expect(await last.getAttribute('data-state')).toBe('placeholder');
    expect(asked).not.toContain(lastFile);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('data-state')).toBe('loaded');
    expect(asked).toContain(lastFile);
  });

  it('has no axe violations on the catalogue, a module and a check, in dark and in Arabic', async () => {
    const { moduleId, moduleTitle, checkId, checkTitle } = await publishedModuleWithCheck(
      await adminToken(),
      `${run}a`,
    );
    const doctor = await signedIn('doctor@clinic.test');
    const { token } = await signedInState(browser, 'doctor@clinic.test');
    try {
      for (const { mode, settings, catalogue } of [
        {
          mode: 'dark',
          settings: { darkMode: true, language: 'en' },
          catalogue: 'Training Modules',
        },
        {
          mode: 'Arabic',
          settings: { darkMode: false, language: 'ar' },
          catalogue: 'الوحدات التدريبية',
        },
      ]) {
        await prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: settings });
        await doctor.goto(`${consoleUrl}/knowledge-center/training-modules`);
        await heading(doctor, catalogue).waitFor();
        await expectNoAxeViolations(doctor, `training modules, ${mode}`);
        await showInApp(doctor, `/knowledge-center/training-modules/${moduleId}`);
        await heading(doctor, moduleTitle).waitFor();
        await expectNoAxeViolations(doctor, `a training module, ${mode}`);
        await showInApp(doctor, `/knowledge-center/knowledge-checks/${checkId}/take`);
        await heading(doctor, checkTitle).waitFor();
        await expectNoAxeViolations(doctor, `taking a check, ${mode}`);
      }
    } finally {
      // The other journeys expect the doctor in English and light.
      await callApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: false, language: 'en' },
      });
    }
  });
});

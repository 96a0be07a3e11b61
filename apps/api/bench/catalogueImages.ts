// Benchmark part `catalogue-images` (run through apps/api/bench/index.ts): the training-modules
// catalogue over 1,000 seeded modules (BENCH_MODULES; 1 in 10 a draft, each with a feature image
// served through its signed address), opened in Chromium by a nurse (published modules only) on a
// desktop and on a phone screen, each time in a fresh tab with the browser's cache emptied. Issue
// 16's goal: the first screen's images only are requested. The cards' LazyImage asks for its
// picture once it meets the viewport, so before any scrolling the feature images asked for must
// be exactly those of the cards on the first screen; scrolling to the bottom of the page then
// asks for the rest of the page's. The list request's time and the time until the first screen's
// images have arrived are shown as information.
//
// The console, its own api (seeded here) and Chromium are consoleInBrowser.ts's (the first
// database run only).
import type { Browser, Page, Viewport } from 'puppeteer-core';
import { FILE_ROUTE_PREFIX } from '../src/files/signedAddresses';
import { clearBrowserCache, signIn, withConsoleInBrowser } from './consoleInBrowser';
import { seedModules } from './seedModules';
import { ms, type BenchContext, type BenchResult } from './support';

const SEED_MODULES = Number(process.env.BENCH_MODULES ?? 1_000);
const SIGNED_IN_AS = 'nurse@clinic.test';
const CATALOGUE_PATH = '/knowledge-center/training-modules';
const LIST_PATH = '/api/v1/training-modules';
/** The cards' feature images (LazyImage keeps the real address in `data-url`). */
const CARD_IMAGES = 'main article img[data-url]';
const GOAL = "only the first screen's images";

/** The catalogue's list request (the category filter's own is `${LIST_PATH}/categories`). */
const isCatalogueList = (address: string) => new URL(address).pathname === LIST_PATH;

const SCREENS: { name: string; viewport: Viewport }[] = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  {
    name: 'phone',
    viewport: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  },
];

/** How long the images of the cards in view may take to arrive. */
const SETTLE_TIMEOUT_MS = 30_000;
/** A pause after each scroll step: time for the visibility observer to see the cards. */
const SCROLL_PAUSE_MS = 150;

interface CardImage {
  /** The file's path (the signed address's query left out), or null for a placeholder. */
  file: string | null;
  state: string;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const filePathOf = (address: string) => new URL(address, 'http://localhost').pathname;
/** A module's own picture, served from the file store (a card without one shows a placeholder). */
const storedFileOf = (address: string) => {
  const file = filePathOf(address);
  return file.startsWith(FILE_ROUTE_PREFIX) ? file : null;
};

/** The page's card images: their file, their state and their box in the viewport. */
const cardImagesOf = (page: Page): Promise<CardImage[]> =>
  page
    .$$eval(CARD_IMAGES, (images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return {
          address: image.getAttribute('data-url') as string,
          state: image.getAttribute('data-state') as string,
          top: box.top as number,
          right: box.right as number,
          bottom: box.bottom as number,
          left: box.left as number,
        };
      }),
    )
    .then((images) =>
      images.map(({ address, ...image }) => ({
        ...image,
        file: storedFileOf(address),
      })),
    );

/**
 * Whether LazyImage's observer sees the image with the page where it is. docs/product.md §9: any
 * intersection with the viewport starts the load (threshold 0, no margin), so a box that only
 * touches the viewport counts too.
 */
const onScreen = (image: CardImage, { width, height }: Viewport) =>
  image.bottom >= 0 && image.top <= height && image.right >= 0 && image.left <= width;

/** Waits until every image `wanted` picks has arrived (or failed for good). */
async function imagesSettled(
  page: Page,
  wanted: (image: CardImage) => boolean,
): Promise<CardImage[]> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const images = await cardImagesOf(page);
    const waiting = images.filter(
      (image) => image.file !== null && wanted(image) && image.state === 'placeholder',
    );
    if (images.length > 0 && waiting.length === 0) return images;
    if (performance.now() > deadline) {
      throw new Error(`catalogue-images: ${waiting.length} card image(s) never arrived`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scrolls with the mouse wheel, half a screen at a time as a reader would, to the page's end. */
async function scrollToBottom(page: Page, { width, height }: Viewport) {
  const position = () =>
    page.$eval('html', (html) => ({
      top: html.scrollTop as number,
      end: (html.scrollHeight - html.clientHeight) as number,
    }));
  await page.mouse.move(width / 2, height / 2);
  let unmoved = 0;
  while (unmoved < 3) {
    const before = await position();
    if (before.top >= before.end - 1) return;
    await page.mouse.wheel({ deltaY: height / 2 });
    await new Promise((resolve) => setTimeout(resolve, SCROLL_PAUSE_MS));
    unmoved = (await position()).top === before.top ? unmoved + 1 : 0;
  }
  throw new Error('catalogue-images: the page stopped scrolling before its end');
}

interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** The page's Resource Timing entries (times from the navigation's start). */
const resourceTimingsOf = (page: Page): Promise<ResourceTiming[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.toJSON() as ResourceTiming),
  );

/** When the first screen's images had all arrived: from the navigation's start, and after the list. */
function arrivalFigures(arrivals: number[], list: ResourceTiming | undefined) {
  if (arrivals.length === 0) return "first screen's images: none";
  const arrived = Math.max(...arrivals);
  const afterList = list ? ` (${ms(arrived - list.responseEnd)} after the list)` : '';
  return `first screen's images in ${ms(arrived)}${afterList}`;
}

/** One screen: the catalogue in a fresh tab, before and after scrolling to the bottom. */
async function measureScreen(
  browser: Browser,
  baseUrl: string,
  { name, viewport }: (typeof SCREENS)[number],
  database: BenchContext['database'],
): Promise<BenchResult> {
  const page = await browser.newPage();
  try {
    await page.setViewport(viewport);
    await clearBrowserCache(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = storedFileOf(request.url());
      if (file) asked.push(file);
    });
    await page.goto(`${baseUrl}${CATALOGUE_PATH}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(CARD_IMAGES);
    const images = await imagesSettled(page, (image) => onScreen(image, viewport));
    // Room for an image asked for too early to show up before counting.
    await page.waitForNetworkIdle({ idleTime: 500 });

    const withImage = images.filter((image) => image.file !== null);
    const firstScreen = new Set(
      withImage.filter((image) => onScreen(image, viewport)).map((image) => image.file),
    );
    const askedBefore = new Set(asked);
    const offScreen = [...askedBefore].filter((file) => !firstScreen.has(file)).length;
    const timings = await resourceTimingsOf(page);
    const list = timings.find((entry) => isCatalogueList(entry.name));
    const firstScreenArrivals = timings
      .filter((entry) => firstScreen.has(filePathOf(entry.name)))
      .map((entry) => entry.responseEnd);
    const requestsBefore = asked.length;

    await scrollToBottom(page, viewport);
    await imagesSettled(page, () => true);
    await page.waitForNetworkIdle({ idleTime: 500 });
    const askedAfter = new Set(asked);

    const requests = (count: number, files: number) =>
      count === files ? `${files}` : `${files} (${count} requests)`;
    const figures = [
      `${withImage.length} cards, ${firstScreen.size} on the first screen (the viewport)`,
      `images asked for ${requests(requestsBefore, askedBefore.size)}, off-screen ${offScreen}`,
      `after scrolling ${requests(asked.length, askedAfter.size)}/${withImage.length}`,
      `list ${list ? ms(list.responseEnd - list.startTime) : '?'}`,
      arrivalFigures(firstScreenArrivals, list),
    ].join('  ');
    return {
      database,
      name: `catalogue images ${name} ${viewport.width}×${viewport.height}`,
      figures,
      goal: GOAL,
      met:
        askedBefore.size === firstScreen.size &&
        requestsBefore === firstScreen.size &&
        offScreen === 0,
    };
  } finally {
    await page.close();
  }
}

export function benchCatalogueImages(context: BenchContext): Promise<BenchResult[]> {
  const { database, log } = context;
  return withConsoleInBrowser(context, 'catalogue-images', async ({ api, baseUrl, browser }) => {
    const started = performance.now();
    await seedModules(api.db, SEED_MODULES);
    log(
      `catalogue-images: seeded ${SEED_MODULES.toLocaleString('en')} training modules in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const signingIn = await browser.newPage();
    await signIn(signingIn, baseUrl, SIGNED_IN_AS);
    await signingIn.close();

    const results: BenchResult[] = [];
    for (const screen of SCREENS) {
      log(`catalogue-images: ${CATALOGUE_PATH} on a ${screen.name}, as ${SIGNED_IN_AS}`);
      results.push(await measureScreen(browser, baseUrl, screen, database));
    }
    return results;
  });
}

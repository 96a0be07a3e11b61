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
// Front-end figures do not depend on the database: measured once, on the first database run.
// The console, its own api (seeded here) and Chromium are consoleInBrowser.ts's.
import { LIST_DEFAULT_PAGE_SIZE } from '@org/contracts';
import type { Browser, Page, Viewport } from 'puppeteer-core';
import {
  isFetchableImageUrl,
  LAZY_IMAGE_OBSERVER_OPTIONS,
} from '../../../packages/ui/src/components/LazyImage/lazyImageRules';
import { FILE_ROUTE_PREFIX } from '../src/files/signedAddresses';
import { clearBrowserCache, signIn, startConsoleInBrowser } from './consoleInBrowser';
import { seedModules } from './seedModules';
import { ms, type BenchContext, type BenchResult } from './support';

const SEED_MODULES = Number(process.env.BENCH_MODULES ?? 1_000);
const SIGNED_IN_AS = 'nurse@clinic.test';
const CATALOGUE_PATH = '/knowledge-center/training-modules';
const LIST_PATH = '/api/v1/training-modules';
/** The cards' feature images (LazyImage keeps the real address in `data-url`). */
const CARD_IMAGES = 'main article img[data-url]';
const GOAL = "only the first screen's images";

/** The catalogue's own list request: the category filter asks for a sample of 100 modules too. */
const isCatalogueList = (address: string) => {
  const url = new URL(address);
  return (
    url.pathname === LIST_PATH &&
    url.searchParams.get('pageSize') === String(LIST_DEFAULT_PAGE_SIZE)
  );
};

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

interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * LazyImage's rootMargin (none today), in pixels: how far outside the viewport a card already
 * counts as visible. The CSS margin shorthand, in px only (a percentage would be of the viewport);
 * `onScreen` below counts with threshold 0, LazyImage's.
 */
function rootMarginOf({
  threshold,
  rootMargin = '0px',
}: {
  threshold: number;
  rootMargin?: string;
}): Margins {
  if (threshold !== 0) throw new Error(`LazyImage's threshold is ${threshold}: 0 is counted here`);
  const values = rootMargin
    .trim()
    .split(/\s+/)
    .map((value) => {
      const pixels = /^(-?\d+(?:\.\d+)?)(?:px)?$/.exec(value)?.[1];
      if (pixels === undefined) throw new Error(`rootMargin "${rootMargin}": px values only`);
      return Number(pixels);
    });
  const [top = 0, right = top, bottom = top, left = right] = values;
  return { top, right, bottom, left };
}

const ROOT_MARGIN = rootMarginOf(LAZY_IMAGE_OBSERVER_OPTIONS);
const hasRootMargin = Object.values(ROOT_MARGIN).some((margin) => margin !== 0);

interface CardImage {
  /** The file's path: the signed address's query is left out. */
  file: string | null;
  state: string;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const filePathOf = (address: string) => new URL(address, 'http://localhost').pathname;

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
        file: isFetchableImageUrl(address) ? filePathOf(address) : null,
      })),
    );

/**
 * Whether LazyImage's observer sees the image with the page where it is: threshold 0 counts a box
 * that only touches the viewport (grown by the rootMargin) too.
 */
const onScreen = (image: CardImage, { width, height }: Viewport) =>
  image.bottom >= -ROOT_MARGIN.top &&
  image.top <= height + ROOT_MARGIN.bottom &&
  image.right >= -ROOT_MARGIN.left &&
  image.left <= width + ROOT_MARGIN.right;

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
      const file = filePathOf(request.url());
      if (file.startsWith(FILE_ROUTE_PREFIX)) asked.push(file);
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
      `${withImage.length} cards, ${firstScreen.size} on the first screen${hasRootMargin ? ` (viewport + rootMargin ${JSON.stringify(ROOT_MARGIN)})` : ' (the viewport: LazyImage has no rootMargin)'}`,
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

export async function benchCatalogueImages({
  database,
  firstDatabase,
  log,
}: BenchContext): Promise<BenchResult[]> {
  if (!firstDatabase) {
    log('catalogue-images: front-end figures, measured on the first database only');
    return [];
  }
  const opened = await startConsoleInBrowser((message) => log(`catalogue-images: ${message}`));
  try {
    const { api, baseUrl, browser } = opened;
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
  } finally {
    await opened.close();
  }
}

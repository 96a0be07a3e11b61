import { act, render, screen } from '@testing-library/react';
import { StrictMode, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyBackgroundImage } from './LazyBackgroundImage';
import { LazyImage } from './LazyImage';
import { IMAGE_PLACEHOLDER_URL, cssImageUrl, isFetchableImageUrl } from './lazyImageRules';

const PHOTO = 'https://images.clinic.test/ward.jpg';
const OTHER_PHOTO = 'https://images.clinic.test/lobby.jpg';

/** Stands in for the browser's observer: a test decides when an element scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  takeRecords() {
    return [];
  }

  report(isIntersecting: boolean) {
    const entries = [...this.observed].map(
      (target) =>
        ({
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
        }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) {
      act(() => this.callback(entries, this as unknown as IntersectionObserver));
    }
  }
}

/** Stands in for `new Image()`: a test decides whether the bytes arrive. */
class FakeImage {
  static instances: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';

  constructor() {
    FakeImage.instances.push(this);
  }

  succeed() {
    act(() => this.onload?.());
  }

  fail() {
    act(() => this.onerror?.());
  }
}

const observersOf = (element: Element) =>
  FakeIntersectionObserver.instances.filter((observer) => observer.observed.has(element));
const scrollIntoView = (element: Element) =>
  observersOf(element).forEach((observer) => observer.report(true));
const lastImage = () => FakeImage.instances.at(-1)!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  FakeImage.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => vi.unstubAllGlobals());

describe('LazyImage', () => {
  it('starts with the placeholder and keeps the real address in data-url', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img', { name: 'Ward' });
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
    expect(image).toHaveAttribute('data-url', PHOTO);
    expect(image).toHaveAttribute('data-state', 'placeholder');
    expect(FakeImage.instances).toHaveLength(0);
  });

  it('watches for any intersection with the viewport', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    expect(observersOf(image)).toHaveLength(1);
    expect(observersOf(image)[0]!.options).toEqual({ root: null, threshold: 0 });
  });

  it('fetches nothing while it is out of view', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    observersOf(screen.getByRole('img'))[0]!.report(false);
    expect(FakeImage.instances).toHaveLength(0);
  });

  it('fetches the picture when it scrolls into view and shows it once loaded', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    expect(FakeImage.instances).toHaveLength(1);
    expect(lastImage().src).toBe(PHOTO);
    // Still the placeholder while the bytes are on their way.
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);

    lastImage().succeed();
    expect(image).toHaveAttribute('src', PHOTO);
    expect(image).toHaveClass('loaded');
    expect(image).toHaveAttribute('data-state', 'loaded');
    expect(image).not.toHaveClass('load-error');
  });

  it('stops observing once it has been seen', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    expect(observersOf(image)).toHaveLength(0);
  });

  it('marks load-error and keeps the placeholder when the picture fails', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().fail();
    expect(image).toHaveClass('load-error');
    expect(image).toHaveAttribute('data-state', 'load-error');
    expect(image).not.toHaveClass('loaded');
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
  });

  it.each([
    ['an empty address', ''],
    ['a blank address', '   '],
    ['an address containing the word placeholder', '/images/placeholder-ward.png'],
    ['the placeholder itself', IMAGE_PLACEHOLDER_URL],
  ])('fetches nothing for %s', (_case, url) => {
    render(<LazyImage src={url} alt="Ward" />);
    const image = screen.getByRole('img');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(FakeImage.instances).toHaveLength(0);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
    expect(image).toHaveAttribute('data-url', url);
    expect(image).toHaveAttribute('data-state', 'placeholder');
  });

  it('starts again from the placeholder when the address changes', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().succeed();

    rerender(<LazyImage src={OTHER_PHOTO} alt="Ward" />);
    expect(image).toHaveAttribute('data-url', OTHER_PHOTO);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
    expect(image).not.toHaveClass('loaded');
    expect(observersOf(image)).toHaveLength(1);

    scrollIntoView(image);
    expect(lastImage().src).toBe(OTHER_PHOTO);
    lastImage().succeed();
    expect(image).toHaveAttribute('src', OTHER_PHOTO);
  });

  it('ignores the result for an address that was replaced meanwhile', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    const firstFetch = lastImage();
    rerender(<LazyImage src={OTHER_PHOTO} alt="Ward" />);
    firstFetch.succeed();
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER_URL);
    expect(image).toHaveAttribute('data-state', 'placeholder');
  });

  it('tries again when it is updated while in error', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().fail();

    rerender(<LazyImage src={PHOTO} alt="Ward, east wing" />);
    expect(observersOf(image)).toHaveLength(1);
    scrollIntoView(image);
    expect(FakeImage.instances).toHaveLength(2);
    lastImage().succeed();
    expect(image).toHaveClass('loaded');
    expect(image).not.toHaveClass('load-error');
  });

  it('does not retry by itself after a failure', () => {
    render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().fail();
    expect(observersOf(image)).toHaveLength(0);
    expect(FakeImage.instances).toHaveLength(1);
  });

  it('does not fetch a second time when a retry fails again', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().fail();
    rerender(<LazyImage src={PHOTO} alt="Ward again" />);
    scrollIntoView(image);
    lastImage().fail();
    expect(FakeImage.instances).toHaveLength(2);
    expect(observersOf(image)).toHaveLength(0);
    expect(image).toHaveClass('load-error');
  });

  it('keeps waiting, without a second observer, when updated before it is seen', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    rerender(<LazyImage src={PHOTO} alt="Ward, east wing" />);
    const image = screen.getByRole('img');
    expect(observersOf(image)).toHaveLength(1);
    scrollIntoView(image);
    expect(FakeImage.instances).toHaveLength(1);
  });

  it('does not fetch again when updated after it has loaded', () => {
    const { rerender } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    scrollIntoView(image);
    lastImage().succeed();
    rerender(<LazyImage src={PHOTO} alt="Ward, east wing" />);
    expect(observersOf(image)).toHaveLength(0);
    expect(FakeImage.instances).toHaveLength(1);
    expect(image).toHaveClass('loaded');
  });

  it('loads immediately where IntersectionObserver is not supported', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src={PHOTO} alt="Ward" />);
    expect(FakeImage.instances).toHaveLength(1);
    expect(lastImage().src).toBe(PHOTO);
    lastImage().succeed();
    expect(screen.getByRole('img')).toHaveAttribute('src', PHOTO);
  });

  it('stops watching once removed before it was seen', () => {
    const { unmount } = render(<LazyImage src={PHOTO} alt="Ward" />);
    const image = screen.getByRole('img');
    const [observer] = observersOf(image);
    unmount();
    expect(observer!.observed.size).toBe(0);
  });

  it('ignores a result that arrives after it was removed', () => {
    const error = vi.spyOn(console, 'error');
    const { unmount } = render(<LazyImage src={PHOTO} alt="Ward" />);
    scrollIntoView(screen.getByRole('img'));
    const fetch = lastImage();
    unmount();
    expect(fetch.onload).toBeNull();
    fetch.succeed();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('fetches once under StrictMode', () => {
    render(
      <StrictMode>
        <LazyImage src={PHOTO} alt="Ward" />
      </StrictMode>,
    );
    const image = screen.getByRole('img');
    expect(observersOf(image)).toHaveLength(1);
    scrollIntoView(image);
    expect(FakeImage.instances).toHaveLength(1);
  });

  it('hands its img element to a ref', () => {
    const ref = createRef<HTMLImageElement>();
    render(<LazyImage ref={ref} src={PHOTO} alt="Ward" />);
    expect(ref.current).toBe(screen.getByRole('img'));
  });
});

describe('LazyBackgroundImage', () => {
  const backgroundOf = (element: HTMLElement) => element.style.backgroundImage;

  it('starts with the placeholder as its background and the real address in data-url', () => {
    render(<LazyBackgroundImage src={PHOTO} data-testid="cover" />);
    const cover = screen.getByTestId('cover');
    expect(backgroundOf(cover)).toContain(IMAGE_PLACEHOLDER_URL);
    expect(cover).toHaveAttribute('data-url', PHOTO);
    expect(cover).not.toHaveClass('fade-in');
    expect(observersOf(cover)[0]!.options).toEqual({ root: null, threshold: 0 });
  });

  it('applies the picture as its background when visible, fades in, and stops observing', () => {
    render(<LazyBackgroundImage src={PHOTO} data-testid="cover" />);
    const cover = screen.getByTestId('cover');
    scrollIntoView(cover);
    expect(observersOf(cover)).toHaveLength(0);
    lastImage().succeed();
    expect(backgroundOf(cover)).toContain(PHOTO);
    expect(cover).toHaveClass('fade-in');
    expect(cover).toHaveClass('loaded');
    expect(cover).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps the placeholder background and marks load-error when the picture fails', () => {
    render(<LazyBackgroundImage src={PHOTO} data-testid="cover" />);
    const cover = screen.getByTestId('cover');
    scrollIntoView(cover);
    lastImage().fail();
    expect(backgroundOf(cover)).toContain(IMAGE_PLACEHOLDER_URL);
    expect(cover).toHaveClass('load-error');
    expect(cover).not.toHaveClass('fade-in');
  });

  it('fetches nothing for an empty address or one containing "placeholder"', () => {
    render(
      <>
        <LazyBackgroundImage src="" />
        <LazyBackgroundImage src="/covers/placeholder.jpg" />
      </>,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(FakeImage.instances).toHaveLength(0);
  });

  it('loads immediately where IntersectionObserver is not supported', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyBackgroundImage src={PHOTO} data-testid="cover" />);
    lastImage().succeed();
    expect(backgroundOf(screen.getByTestId('cover'))).toContain(PHOTO);
  });

  it('is an image named by its label, and decorative without one', () => {
    const { rerender } = render(<LazyBackgroundImage src={PHOTO} label="Clinic entrance" />);
    expect(screen.getByRole('img', { name: 'Clinic entrance' })).toBeInTheDocument();
    rerender(<LazyBackgroundImage src={PHOTO} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('lazy image rules', () => {
  it('treats only non-empty addresses without "placeholder" as fetchable', () => {
    expect(isFetchableImageUrl(PHOTO)).toBe(true);
    expect(isFetchableImageUrl('')).toBe(false);
    expect(isFetchableImageUrl('/img/Placeholder.png')).toBe(false);
    expect(isFetchableImageUrl(undefined)).toBe(false);
  });

  it('writes any address as a safe CSS url()', () => {
    expect(cssImageUrl('/a b/c.png')).toBe('url("/a b/c.png")');
    expect(cssImageUrl('/x").png')).toBe('url("/x\\22 ).png")');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_IMAGES, preloadLoginImages } from './preloadLoginImages';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    media: link.getAttribute('media'),
  }));

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe('preloadLoginImages', () => {
  it('preloads the wide logo and the console cover as images', () => {
    preloadLoginImages();
    expect(preloads()).toEqual([
      { href: '/images/logo-wide.svg', as: 'image', media: null },
      // Shown (and so fetched) on wide screens only.
      { href: '/images/console-cover.svg', as: 'image', media: 'screen and (min-width: 56rem)' },
    ]);
    expect(LOGIN_IMAGES).toHaveLength(2);
  });

  it('adds the links only once, however often the login page is visited', () => {
    preloadLoginImages();
    preloadLoginImages();
    expect(preloads()).toHaveLength(2);
  });
});

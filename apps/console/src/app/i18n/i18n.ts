import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from '../loadOnce';
import { storageKeys } from '../session/clientStateAtoms';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  pickLocale,
  supportedLocales,
  textDirection,
} from './locales';

type Messages = Record<string, string>;

/** The namespaces of the console: its own text and the packages' message catalogues. */
export const CONSOLE_NAMESPACE = 'console';
const FORMS_NAMESPACE = 'forms';
export const API_CLIENT_NAMESPACE = 'apiClient';
/** The packages' catalogues; every other namespace is a screen's text (./screenText). */
const PACKAGE_NAMESPACES: ReadonlySet<string> = new Set([FORMS_NAMESPACE, API_CLIENT_NAMESPACE]);

// docs/decisions.md "/login first-load budget": English (default and fallback) ships with the page; every other locale's file is
// fetched only when that locale is used. Each folder (shell, session, signedIn) is one part of the namespace. The
// `signedIn` part (header, navigation, idle warning, banner: what only a signed-in page shows) loads with the
// signed-in layout and providers (`loadSignedInText`), in every locale.
const SIGNED_IN_PART = './locales/signedIn/';
const englishFiles = import.meta.glob<Messages>(
  ['./locales/*/en.json', '!./locales/signedIn/en.json'],
  { eager: true, import: 'default' },
);
const otherLocaleFiles = import.meta.glob<Messages>(
  ['./locales/*/*.json', '!./locales/*/en.json', '!./locales/signedIn/*.json'],
  { import: 'default' },
);
const signedInFiles = import.meta.glob<Messages>('./locales/signedIn/*.json', {
  import: 'default',
});

const mergeParts = (parts: Messages[]): Messages => Object.assign({}, ...parts) as Messages;

/** True once a signed-in page's text was asked for: every locale loaded from then on has it too. */
let signedInTextWanted = false;

const loadSignedInPart = (locale: string): Promise<Messages> =>
  signedInFiles[`${SIGNED_IN_PART}${locale}.json`]?.() ?? Promise.resolve({});

async function loadConsoleMessages(locale: string): Promise<Messages> {
  const loaders = Object.entries(otherLocaleFiles)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .map(([, load]) => load());
  // Signed in already: the signed-in part loads beside the others, not after them.
  const wantedFromStart = signedInTextWanted;
  if (wantedFromStart) loaders.push(loadSignedInPart(locale));
  const parts = await Promise.all(loaders);
  // Read again after the wait: the signed-in text may have been asked for meanwhile.
  if (signedInTextWanted && !wantedFromStart) parts.push(await loadSignedInPart(locale));
  return mergeParts(parts);
}

/**
 * The forms and api-client catalogues are needed only once validation or an api call can fail,
 * so they arrive with the code that can fail (see `loadPackageMessages`).
 */
async function loadPackageMessages(locale: string, namespace: string): Promise<Messages> {
  const { packageTranslations } = await import('../session/packageTranslations');
  const catalogue = packageTranslations[namespace as keyof typeof packageTranslations];
  if (!catalogue || !isSupportedLocale(locale)) return {};
  return catalogue[locale] as Messages;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    let loading: Promise<Messages>;
    if (namespace === CONSOLE_NAMESPACE) loading = loadConsoleMessages(language);
    else if (PACKAGE_NAMESPACES.has(namespace)) loading = loadPackageMessages(language, namespace);
    else {
      loading = import('./screenText').then(({ loadScreenMessages }) =>
        loadScreenMessages(namespace, language),
      );
    }
    loading.then(
      (messages) => callback(null, messages as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** `<html lang dir>` follows the locale (docs/product.md §2). */
function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isSupportedLocale(locale) ? textDirection(locale) : 'ltr';
}

/** The locale chosen in this browser before (local-storage key `locale`), if any. */
function storedLocale(): string | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.locale) ?? 'null');
    return typeof stored === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves once the first locale's console text is there: main.tsx renders after it, so no
 * screen ever shows a key. `i18n.changeLanguage(x)` loads x's files before switching.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources: {
      [DEFAULT_LOCALE]: { [CONSOLE_NAMESPACE]: mergeParts(Object.values(englishFiles)) },
    },
    partialBundledLanguages: true,
    lng: pickLocale(storedLocale(), navigator.languages),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...supportedLocales],
    ns: [CONSOLE_NAMESPACE],
    defaultNS: CONSOLE_NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });

/** Loads a screen's own text (its folder's `locales/`) in the current locale, before it shows. */
export const loadScreenText = (namespace: string | string[]): Promise<void> =>
  i18n.loadNamespaces(namespace);

/**
 * The signed-in pages' part of the console text, in English (the fallback) and every locale
 * loaded so far; the locales loaded later bring it along. The signed-in layout and providers
 * wait for it, so their first frame has its words.
 */
export const loadSignedInText = loadOnce(async () => {
  signedInTextWanted = true;
  await i18nReady;
  const locales = supportedLocales.filter(
    (locale) => locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, CONSOLE_NAMESPACE),
  );
  await Promise.all(
    locales.map(async (locale) => {
      i18n.addResourceBundle(locale, CONSOLE_NAMESPACE, await loadSignedInPart(locale), true);
    }),
  );
});

/** Loads the packages' catalogues (validation and api-client messages) in the current locale. */
export const loadPackageNamespaces = (): Promise<void> =>
  i18n.loadNamespaces([FORMS_NAMESPACE, API_CLIENT_NAMESPACE]);

import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { pt } from 'date-fns/locale/pt';
import { vi } from 'date-fns/locale/vi';
import { zhTW } from 'date-fns/locale/zh-TW';
import { registerLocale } from 'react-datepicker';
import { uiLocales, type UiLocale } from '../../i18n/locales';

/** The date-fns locale of each ui locale, registered with react-datepicker under these names. */
export const datePickerLocaleNames = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  pt: 'pt',
  vi: 'vi',
  'zh-TW': 'zh-TW',
  ar: 'ar',
} as const satisfies Record<UiLocale, string>;

const dateFnsLocales = { en: enUS, es, fr, pt, vi, 'zh-TW': zhTW, ar } satisfies Record<
  UiLocale,
  typeof enUS
>;

// docs/product.md §9: the picker speaks the active ui locale (month and day names, first day of the week).
for (const locale of uiLocales)
  registerLocale(datePickerLocaleNames[locale], dateFnsLocales[locale]);

import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import pt from './pt.json';
import vi from './vi.json';
import zhTW from './zh-TW.json';

/** Translations of every text in `apiClientMessages`, keyed by its English text. */
export const apiClientTranslations = { en, es, fr, pt, vi, 'zh-TW': zhTW, ar } as const;

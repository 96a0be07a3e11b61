// features/knowledge-center/moduleLanguageName.ts still imports the namer from here: drop this
// file once it imports app/i18n/languageName instead.
export { languageNamer } from '../../app/i18n/languageName';

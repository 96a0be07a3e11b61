export { SearchPicker, type SearchPickerFieldProps, type SearchPickerProps } from './SearchPicker';
export { SearchMultiPicker, type SearchMultiPickerProps } from './SearchMultiPicker';
export {
  DEFAULT_SEARCH_PICKER_DEBOUNCE_MS,
  type SearchPickerAnswer,
  type SearchPickerDescribe,
  type SearchPickerOption,
  type SearchPickerSearch,
} from './searchPickerOptions';

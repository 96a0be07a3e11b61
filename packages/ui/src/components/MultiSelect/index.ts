export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export { DEFAULT_MULTI_SELECT_MAX_LISTED } from './multiSelectOptions';

export { DatePicker, type DatePickerProps } from './DatePicker';
export { dayOfText, dayText } from './dayText';
export {
  CHANGE_DEBOUNCE_MS,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_HOUR,
  HOUR_STEP,
  MINUTE_STEP,
} from './datePickerOptions';

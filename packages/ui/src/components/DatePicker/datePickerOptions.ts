/** docs/product.md §9: dates are written year-month-day. */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** With `showTime`, the time follows the date, 24-hour clock. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;
/** docs/product.md §9: a date picked without a time gets this hour. */
export const DEFAULT_HOUR = 12;
/** docs/product.md §9: minute increment of the time list. */
export const MINUTE_STEP = 5;
/** docs/product.md §9: hour increment; react-datepicker's time list already walks every hour. */
export const HOUR_STEP = 1;
/** docs/product.md §9: `onChange` is called this long after the last change. */
export const CHANGE_DEBOUNCE_MS = 300;

/**
 * How the label reaches the control. `native`: a `<label for>` on an input, select or textarea.
 * `composite`: `aria-labelledby` on a group or a custom widget (e.g. a button opening a list),
 * which `<label for>` cannot name.
 */
export const formFieldControls = ['native', 'composite'] as const;
/** `stacked`: label above the control. `inline`: control first, label beside it (checkboxes). */
export const formFieldLayouts = ['stacked', 'inline'] as const;

export type FormFieldControl = (typeof formFieldControls)[number];
export type FormFieldLayout = (typeof formFieldLayouts)[number];

export const DEFAULT_FORM_FIELD_CONTROL: FormFieldControl = 'native';
export const DEFAULT_FORM_FIELD_LAYOUT: FormFieldLayout = 'stacked';

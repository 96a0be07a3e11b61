/** One choice of a `Select` or `MultiSelect`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

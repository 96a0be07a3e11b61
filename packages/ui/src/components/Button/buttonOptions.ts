/** docs/product.md §9: the button's variants and sizes; the first of each is not the default, see below. */
export const buttonVariants = [
  'dark',
  'primary',
  'secondary',
  'danger',
  'outline',
  'ghost',
] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'xl', 'full'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export const DEFAULT_BUTTON_VARIANT: ButtonVariant = 'dark';
export const DEFAULT_BUTTON_SIZE: ButtonSize = 'md';

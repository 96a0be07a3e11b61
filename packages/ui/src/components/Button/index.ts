export { Button, type ButtonProps } from './Button';
export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './buttonOptions';

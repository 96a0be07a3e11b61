export { vars, lightTheme, darkTheme, themes, type ThemeName } from './theme';
export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';

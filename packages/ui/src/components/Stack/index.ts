export { Stack, type StackProps } from './Stack';
export {
  layoutElements,
  layoutSpaces,
  stackAligns,
  type LayoutElement,
  type LayoutSpace,
  type StackAlign,
} from './stackOptions';

export { Inline, type InlineProps } from './Inline';
export {
  inlineAligns,
  inlineJustifies,
  type InlineAlign,
  type InlineJustify,
} from './inlineOptions';

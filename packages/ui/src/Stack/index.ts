export {
  Stack,
  Inline,
  Grid,
  layoutElements,
  stackAlignments,
  inlineAlignments,
  inlineJustifications,
  type StackProps,
  type InlineProps,
  type GridProps,
  type LayoutBoxProps,
  type LayoutElement,
} from './Stack';

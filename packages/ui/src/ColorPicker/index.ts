export { ColorPicker, ColorSwatchPicker, sectionSwatches, type ColorPickerProps, type ColorSwatchPickerProps } from './ColorPicker';

export {
  TagGroup,
  Tag,
  tagTones,
  tagSizes,
  tagSelectionModes,
  type TagGroupProps,
  type TagProps,
  type TagTone,
  type TagSize,
  type TagSelectionMode,
} from './TagGroup';

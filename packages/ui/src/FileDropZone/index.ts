export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export {
  checkFile,
  contentMatchesImage,
  csvRule,
  extensionNames,
  fileKinds,
  formatFileSize,
  logoRule,
  parseCsvPreview,
  rulesByKind,
  type CsvPreview,
  type FileKind,
  type FileProblem,
  type FileRule,
} from './fileChecks';

export * from './SectionEditorDialog';
export * from './SectionList';

export * from './SectionEditorDialog';

export * from './templateEditorModel';
export * from './OrderTemplateEditor';
export * from './TemplatePreview';

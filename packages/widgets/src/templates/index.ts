export * from './templateEditorModel';
export * from './OrderTemplateEditor';

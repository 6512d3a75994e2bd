export * from './OrderTemplateEditor';

export * from './TemplatePreview';

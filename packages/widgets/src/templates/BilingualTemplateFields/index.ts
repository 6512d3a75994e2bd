export * from './BilingualTemplateFields';

export * from './locales';
export { createI18n, resources, namespaces, defaultNamespace } from './i18n';
export { I18nextProvider, useTranslation } from 'react-i18next';

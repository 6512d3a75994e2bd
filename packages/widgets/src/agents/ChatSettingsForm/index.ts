export * from './ChatSettingsForm';

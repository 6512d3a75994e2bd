export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { changedRules, checklistAnnouncement } from './checklist';

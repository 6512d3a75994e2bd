export * from './TextField';
export * from './Field';
export * from './Form';
export * from './PasswordField';

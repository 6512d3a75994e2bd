import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import noLiteralUiText from './tools/eslint/no-literal-ui-text.js';

/** Physical left/right style keys: use logical ones (`paddingInlineStart`, `insetInlineEnd`) so Arabic mirrors. */
const physicalDirection = [
  {
    selector: 'Property > Identifier.key[name=/^(left|right)$|Left|Right/]',
    message: 'Physical left/right style key: use a logical property (inline-start/inline-end).',
  },
  {
    selector: 'Property > Literal.key[value=/(^|-)(left|right)(-|$)/]',
    message: 'Physical left/right style key: use a logical property (inline-start/inline-end).',
  },
  {
    selector: 'Property[key.name=/^(textAlign|float|clear)$/] > Literal.value[value=/^(left|right)$/]',
    message: "Physical alignment: use 'start' or 'end'.",
  },
];

/** Colours come from semantic tokens only; raw values live in tokens/. */
const rawColour = [
  {
    selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?|oklch|oklab|lab|lch|hwb)\\(/]',
    message: 'Raw colour literal: use a semantic colour token (vars.color.*).',
  },
  {
    selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?|oklch|oklab|lab|lch|hwb)\\(/]',
    message: 'Raw colour literal: use a semantic colour token (vars.color.*).',
  },
  {
    selector: 'Property > Literal.value[value=/^(white|black|red|green|blue|gray|grey|silver|orange|yellow)$/]',
    message: 'Named colour: use a semantic colour token (vars.color.*).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.storybook/__baselines__/**',
      '.visual-diff/**',
      'coverage/**',
      '**/.data*/**',
      'app/public/**',
      '.storybook/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.css.ts'],
    ignores: ['tokens/**'],
    rules: { 'no-restricted-syntax': ['error', ...physicalDirection, ...rawColour] },
  },
  {
    files: ['tokens/**/*.css.ts'],
    rules: { 'no-restricted-syntax': ['error', ...physicalDirection] },
  },
  {
    // Inline styles in components and stories follow the same direction rule.
    files: ['packages/*/src/**/*.tsx', 'app/src/**/*.tsx', 'stories/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...physicalDirection] },
  },
  {
    files: ['packages/ui/src/**/*.tsx', 'packages/widgets/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { wasl: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'wasl/no-literal-ui-text': 'error' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'tools/**', 'packages/server/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
);

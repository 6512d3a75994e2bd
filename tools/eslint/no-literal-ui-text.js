/**
 * Every UI string comes from the i18n package or from props: a component that hard-codes
 * "Save" shows English to an Arabic merchant. Flags JSX text and user-facing attributes
 * that contain letters.
 */
const userFacingAttributes = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const letters = /\p{L}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow literal UI text in components; use i18n keys or props' },
    schema: [],
    messages: { literal: 'Literal UI text "{{text}}": use a translation key (useTranslation) or a prop.' },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (letters.test(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!userFacingAttributes.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && letters.test(node.value.value)) {
          context.report({ node, messageId: 'literal', data: { text: node.value.value.slice(0, 40) } });
        }
      },
    };
  },
};

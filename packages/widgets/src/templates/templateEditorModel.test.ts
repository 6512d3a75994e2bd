import { describe, expect, it } from 'vitest';
import type { OrderTemplates } from '@wasl/api/types';
import { validateTemplateBody } from '@wasl/api/models';
import { initialTemplateEditor, insertVariable, isDirty, previewTemplate, templateEditorReducer } from './templateEditorModel';

const templates: OrderTemplates = {
  init: {
    kind: 'init',
    en: 'Hello {name}, order {order_id}',
    ar: 'مرحبًا {name}، طلبك {order_id}',
    status: 'approved',
    updated_at: '2026-11-27T10:00:00.000Z',
  },
  commit: { kind: 'commit', en: 'Invoice {invoice}', ar: 'الفاتورة {invoice}', status: 'pending', updated_at: '2026-11-27T10:00:00.000Z' },
  push: {
    kind: 'push',
    en: 'Order {order_id}: {status}',
    ar: 'الطلب {order_id}: {status}',
    status: 'rejected',
    updated_at: '2026-11-27T10:00:00.000Z',
  },
};

describe('template body rule (shared with the server)', () => {
  it('accepts known {name} variables and refuses broken, unknown or {{1}}-style ones, empty and too long bodies', () => {
    expect(validateTemplateBody('Hi {name}, {order_id} costs {total} {currency}')).toBeNull();
    expect(validateTemplateBody('Hi {name')).toBe('validation:templateBraces');
    expect(validateTemplateBody('Hi name}')).toBe('validation:templateBraces');
    expect(validateTemplateBody('Hi {{1}}')).toBe('validation:templateBraces');
    expect(validateTemplateBody('Hi {1}')).toBe('validation:templateVariableUnknown');
    expect(validateTemplateBody('Hi {__proto__}')).toBe('validation:templateVariableUnknown');
    expect(validateTemplateBody('   ')).toBe('validation:required');
    expect(validateTemplateBody('x'.repeat(1025))).toBe('validation:templateTooLong');
    expect(validateTemplateBody('ب'.repeat(1024))).toBeNull();
  });
});

describe('template editor model', () => {
  it('edits per template and language, keeps drafts across templates, knows when it differs from the server', () => {
    let s = initialTemplateEditor(templates);
    expect(isDirty(s, templates)).toBe(false);
    s = templateEditorReducer(s, { type: 'edit', language: 'en', text: 'Thanks {name}!' });
    expect(isDirty(s, templates)).toBe(true);
    s = templateEditorReducer(s, { type: 'select', kind: 'push' });
    expect(s.kind).toBe('push');
    s = templateEditorReducer(s, { type: 'select', kind: 'init' });
    expect(s.drafts.init.en).toBe('Thanks {name}!');
    s = templateEditorReducer(s, { type: 'reset', saved: templates });
    expect(s.drafts.init.en).toBe(templates.init.en);
  });

  it('validates both languages on submit, clears an error once fixed, and follows the server answer', () => {
    let s = initialTemplateEditor(templates);
    s = templateEditorReducer(s, { type: 'edit', language: 'ar', text: 'طلبك {رقم}' });
    s = templateEditorReducer(s, { type: 'submit' });
    expect(s).toMatchObject({ submitting: false, errors: { ar: 'validation:templateVariableUnknown' } });
    s = templateEditorReducer(s, { type: 'edit', language: 'ar', text: 'طلبك {order_id}' });
    expect(s.errors).toEqual({});
    s = templateEditorReducer(s, { type: 'submit' });
    expect(s.submitting).toBe(true);
    expect(templateEditorReducer(s, { type: 'edit', language: 'en', text: 'x' })).toBe(s);
    const failed = templateEditorReducer(s, { type: 'submitFailed', reason: 'errors:somethingWentWrong' });
    expect(failed).toMatchObject({ submitting: false, failure: 'errors:somethingWentWrong' });
    const done = templateEditorReducer(s, {
      type: 'submitted',
      template: { ...templates.init, ar: 'طلبك {order_id}', status: 'pending' },
    });
    expect(done).toMatchObject({ submitting: false, drafts: { init: { ar: 'طلبك {order_id}' } } });
  });

  it('follows a reload where nothing was edited, keeps edits elsewhere', () => {
    let s = initialTemplateEditor(templates);
    s = templateEditorReducer(s, { type: 'edit', language: 'en', text: 'Mine {name}' });
    const next = { ...templates, push: { ...templates.push, en: 'Server {status}' } };
    s = templateEditorReducer(s, { type: 'loaded', previous: templates, templates: next });
    expect(s.drafts.init.en).toBe('Mine {name}');
    expect(s.drafts.push.en).toBe('Server {status}');
  });

  it('inserts a variable at the caret and fills the preview with samples; hostile text stays text', () => {
    expect(insertVariable('Hello !', 'name', { start: 6, end: 6 })).toEqual({ text: 'Hello {name}!', caret: 12 });
    expect(insertVariable('Hello X!', 'order_id', { start: 6, end: 7 })).toEqual({ text: 'Hello {order_id}!', caret: 16 });
    expect(insertVariable('ab', 'total', { start: 99, end: -1 }).text).toBe('ab{total}');
    expect(previewTemplate(' Hi {name} <b>{order_id}</b> {unknown} ', { name: 'Sara', order_id: 'WS-1' })).toBe(
      'Hi Sara <b>WS-1</b> {unknown}',
    );
  });
});

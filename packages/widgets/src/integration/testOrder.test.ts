import { sampleOrderPayload } from '@wasl/api/models';
import { describe, expect, it } from 'vitest';
import { draftFromSample, maskedKey, nextOrderId, outcomeOf, payloadOf } from './testOrder';

const sample = sampleOrderPayload('2026-11-27');

describe('the integration test order', () => {
  it('the untouched draft gives back SPEC §3’s sample exactly (966, SAR, Prepaid, totals)', () => {
    const payload = payloadOf(draftFromSample(sample), sample);
    expect(payload).toEqual(sample);
    expect(payload).toMatchObject({ Contact: { Country_Code: '966' }, Currency: 'SAR', Payment_Method: 'Prepaid' });
  });

  it('edits recompute subtotal, 15 % VAT and total; nonsense numbers are clamped', () => {
    const draft = { ...draftFromSample(sample), unitPrice: 10, quantity: 3, shipping: 5, phone: ' 555 000 111 ', orderId: ' A-1 ' };
    expect(payloadOf(draft, sample)).toMatchObject({
      Subtotal: 30,
      Tax: 4.5,
      Total: 39.5,
      Shipping: 5,
      Order_ID: 'A-1',
      Contact: { Number: '555 000 111' },
      Items: [{ Unit_Price: 10, Quantity: 3, Tax: 4.5, Total: 34.5 }],
    });
    const odd = payloadOf({ ...draft, unitPrice: Number.NaN, quantity: -4, shipping: -1 }, sample);
    expect(odd).toMatchObject({ Subtotal: 0, Total: 0, Shipping: 0, Items: [{ Quantity: 1 }] });
  });

  it('the next order id counts up, keeping the width', () => {
    expect(nextOrderId('TEST-20261127-001')).toBe('TEST-20261127-002');
    expect(nextOrderId('X-099')).toBe('X-100');
    expect(nextOrderId('ORDER')).toBe('ORDER-2');
    expect(nextOrderId('9'.repeat(64)).length).toBeLessThanOrEqual(64);
  });

  it('shows only the last four characters of a key', () => {
    expect(maskedKey('ab12')).toMatch(/ab12$/);
    expect(maskedKey('ab12')).not.toMatch(/wasl_/);
  });

  it('answers in SPEC §8’s words', () => {
    expect(outcomeOf({ ok: true, messageKey: 'errors:success.orderCreated' }, 'create')).toEqual({
      tone: 'success',
      key: 'errors:success.orderCreated',
    });
    expect(outcomeOf({ ok: true }, 'update')).toEqual({ tone: 'success', key: 'errors:success.orderStatusUpdated' });
    expect(outcomeOf({ ok: false, messageKey: 'validation:phoneInvalid' }, 'create')).toEqual({
      tone: 'danger',
      key: 'errors:integration.invalidPhone',
    });
    expect(outcomeOf({ ok: false, messageKey: 'errors:integration.orderIdInUse' }, 'create').key).toBe('errors:integration.orderIdInUse');
    expect(outcomeOf({ ok: false, messageKey: 'errors:integration.invalidKey' }, 'update').tone).toBe('danger');
  });
});

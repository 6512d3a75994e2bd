/**
 * Compile-time checks run by `tsc -b` (never executed): a message is a catalogue key, and a
 * handler's `data` has the shape of its route's response schema.
 */
import { routes } from '@wasl/api';
import { badRequest, HttpError, notFound, type MessageKey } from './http.ts';
import type { Router } from './route.ts';

export function messageKeysOnly(): MessageKey[] {
  notFound('errors:orderNotFound');
  badRequest('validation:phoneInvalid');
  // @ts-expect-error -- an English sentence is not a message
  notFound('Not found');
  // @ts-expect-error -- a key of a namespace the catalogue does not have
  badRequest('integration:invalidKey');
  // @ts-expect-error -- a key the errors catalogue does not have
  void new HttpError(409, 'errors:noSuchKey');
  return ['errors:success.dataUpdated'];
}

export function dataTypedFromTheRouteTable(r: Router): void {
  r.handle(routes.getHeader, () => ({ data: { Level: 2, Business_Name: 'Store', Email: 'a@b.co', Logo_Link: '' } }));
  // @ts-expect-error -- Level is a number in the contract
  r.handle(routes.getHeader, () => ({ data: { Level: 'two', Business_Name: 'Store', Email: 'a@b.co', Logo_Link: '' } }));
  // @ts-expect-error -- logout answers no data (NoData)
  r.handle(routes.logout, () => ({ data: { ok: true } }));
  // @ts-expect-error -- a success message is a key too
  r.handle(routes.logout, () => ({ message: 'You have been logged out' }));
}

export function jsonRoutesAnswerTheirSchema(r: Router): void {
  // @ts-expect-error -- a route whose schema requires data cannot answer without it
  r.handle(routes.getHeader, () => ({ message: 'errors:success.dataUpdated' }));
  // @ts-expect-error -- a JSON route cannot bypass its schema with a hand-written Response
  r.handle(routes.getHeader, ({ c }) => c.json({ anything: true }));
  // A route that answers no data may still answer a message.
  r.handle(routes.logout, () => ({ message: 'errors:success.dataUpdated' }));
}

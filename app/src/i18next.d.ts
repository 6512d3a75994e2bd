/** Typed translation keys in app (ADR 015): `t` checks its key against the English catalogue. */
import type { WaslTypeOptions } from '@wasl/i18n/typed';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: WaslTypeOptions['defaultNS'];
    resources: WaslTypeOptions['resources'];
  }
}

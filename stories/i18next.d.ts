/** Typed translation keys in the stories, the Storybook setup and the e2e tests (ADR 015): `t` checks its key against the English catalogue. */
import type { WaslTypeOptions } from '@wasl/i18n/typed';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: WaslTypeOptions['defaultNS'];
    resources: WaslTypeOptions['resources'];
  }
}

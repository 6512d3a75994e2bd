import type { WaslTypeOptions } from '@wasl/i18n/typed';

declare module 'i18next' {
  interface CustomTypeOptions extends WaslTypeOptions {}
}

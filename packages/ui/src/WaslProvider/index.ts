export { WaslProvider, type WaslProviderProps } from './WaslProvider';
export { WaslProviderBase, WaslLocaleProvider, applyDocumentSettings, type WaslProviderBaseProps } from './WaslProviderBase';

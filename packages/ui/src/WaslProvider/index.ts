export { WaslProvider, type WaslProviderProps } from './WaslProvider';
export { WaslProviderBase, applyDocumentSettings, type WaslProviderBaseProps } from './WaslProviderBase';

export { WaslProvider, applyDocumentSettings, type WaslProviderProps } from './WaslProvider';

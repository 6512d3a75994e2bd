export { DataExports, dataExportKinds, type DataExportsProps } from './DataExports';

export { TransferDialog, type TransferDialogProps } from './TransferDialog';
export * from './transferModel';

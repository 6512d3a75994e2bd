export * from './orderStatusTones';
export * from './OrderModal';
export * from './Invoice';
export * from './QrCode';
export * from './displayPhone';

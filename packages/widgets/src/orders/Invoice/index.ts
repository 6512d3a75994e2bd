export { Invoice, type InvoiceProps, type InvoiceSeller } from './Invoice';

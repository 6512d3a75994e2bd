export { OrderModal, type OrderModalProps } from './OrderModal';

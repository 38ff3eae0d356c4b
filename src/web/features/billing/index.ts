export { type AdminOrder, OrderCard, OrderStatus, RefundButton } from './admin-billing-parts';

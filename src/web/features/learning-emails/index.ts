export { browserTimeZone } from './use-email-preferences';

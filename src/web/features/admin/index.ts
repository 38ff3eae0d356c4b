/** What other features use of the admin area: the guard's recheck when an admin read is refused. */
export { useRecheckAccessOn } from './use-recheck-access';

/** What pages use of the strategy call: the member's booking on /dashboard and the admin's calls and availability. */
export { StrategyCall } from './strategy-call';

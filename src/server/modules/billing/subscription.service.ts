/** The billing module's face for the viewer, who reads the plan on every request (design.md §5). */
export { findActivePlan } from './subscription.data';

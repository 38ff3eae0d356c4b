/** What pages use of the workshops: the member's cards and actions, the offer for others, and the admin's form and follow-up. */
export { EliteWorkshopsOffer } from './elite-workshops-offer';
export { useWorkshopRegistration } from './use-workshop-registration';
export { WorkshopActions } from './workshop-actions';
export { WorkshopFollowUp } from './workshop-follow-up';
export { WorkshopForm } from './workshop-form';
export { workshopLength, workshopWhen } from './workshop-time';

/** What other features and pages use of the case studies: the learner's section, and the board's parts. */
export { CaseStudiesSection } from './case-studies-section';
export { AttachmentList } from './attachment-list';
export { CaseStudyStatusBadge } from './case-study-status';
export { ReviewHistory } from './review-history';
export { ReviewQueue, ReviewQueueFilters, readReviewQueueView } from './review-queue';
export { ReviewPanel } from './review-panel';
export type { ReviewQueueView } from './use-reviews';

export { DownloadOpenBadgeButton } from './download-open-badge-button';
export { OpenBadgeCheckForm } from './open-badge-check';

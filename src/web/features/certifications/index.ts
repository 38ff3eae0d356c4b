/** What other features use of the certifications: a track's progress, the dashboard's section of all three, and the verification card. */
export { TrackProgress } from './track-progress';
export { CertificationTracksSection } from './certification-tracks-section';
export { useCertificationTracks } from './use-certifications';
export { Detail, revocationText, VerificationCard } from './credential-summary';

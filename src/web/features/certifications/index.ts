/** What other features use of the certifications: a track's progress, and the dashboard's section of all three. */
export { TrackProgress } from './track-progress';
export { CertificationTracksSection } from './certification-tracks-section';
export { useCertificationTracks } from './use-certifications';

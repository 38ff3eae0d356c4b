/** What other features use of the certificate: its document, its LinkedIn and print buttons, dates, verify addresses, paper and PDF, which credentials share. */
export { AddToLinkedInLink, PrintButton } from './certificate-actions';
export { CertificateDocument } from './certificate-document';
export { EliteSealCard } from './elite-seal-card';
export { formatCertificateDate, verifyPath, verifyUrl, type CertificateWording } from './certificate-format';
export { paperFromSearch } from './certificate-paper';

/** The PDF maker, loaded only when someone asks for the file. */
export const loadCertificatePdf = () => import('./certificate-pdf');

/** The Elite seal, a static file of public/ (decision 0096): on Elite members' certificates, credentials and profile. */
export const ELITE_SEAL_URL = '/images/elite-seal.svg';
export const ELITE_SEAL_ALT = 'Elite member seal';

/** The seal a certificate carries: the Elite seal while its holder is an Elite member, the completion seal otherwise. */
export function sealOf(certificate: { eliteSeal?: boolean }, completionSealUrl: string): { url: string; alt: string } {
  return certificate.eliteSeal ? { url: ELITE_SEAL_URL, alt: ELITE_SEAL_ALT } : { url: completionSealUrl, alt: 'Seal: certified' };
}

import type { OutgoingEmail } from '../mail/outgoing-email';
import type { CaseStudyRow } from './case-studies.data';
import type { CredentialRow } from './certifications.data';

interface DecisionEmail {
  learner: { email: string; firstName: string };
  caseStudy: Pick<CaseStudyRow, 'title'>;
  decision: 'approved' | 'returned';
  comment: string;
  /** The learner's approved case studies, this one included. */
  approved: number;
  /** The credential this approval issued, if it did. */
  credential: CredentialRow | null;
  publicUrl: string;
}

/** The review board's decision, told to the learner: what was decided, the board's comments, and what comes next. */
export function caseStudyDecisionEmail({ learner, caseStudy, decision, comment, approved, credential, publicUrl }: DecisionEmail): OutgoingEmail {
  const greeting = `Hi ${learner.firstName || 'there'},`;
  const comments = comment ? ['The review board wrote:', '', comment, ''] : [];
  const next =
    decision === 'returned'
      ? [`Edit your case study and submit it again when you are ready: ${publicUrl}/certification#case-studies`]
      : credential
        ? [
            `That completes your Elite AI Implementation Partner certification. Your credential ${credential.credentialId} is issued and anyone can verify it at ${publicUrl}/verify/${credential.credentialId}.`,
          ]
        : [`You have ${approved} of 3 case studies approved. See where the others stand: ${publicUrl}/certification#case-studies`];
  return {
    kind: decision === 'approved' ? 'case-study-approved' : 'case-study-returned',
    to: learner.email,
    subject: decision === 'approved' ? `Your case study "${caseStudy.title}" is approved` : `Your case study "${caseStudy.title}" needs changes`,
    text: [
      greeting,
      '',
      decision === 'approved'
        ? `The review board approved your case study "${caseStudy.title}".`
        : `The review board returned your case study "${caseStudy.title}" with comments.`,
      '',
      ...comments,
      ...next,
    ].join('\n'),
  };
}

import { CASE_STUDY_STATUS_LABELS, type CaseStudyStatus } from '@shared/case-studies';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';

const VARIANT: Record<CaseStudyStatus, BadgeVariant> = { draft: 'outline', submitted: 'secondary', returned: 'accent', approved: 'default' };

export function CaseStudyStatusBadge({ status }: { status: CaseStudyStatus }) {
  return <Badge variant={VARIANT[status]}>{CASE_STUDY_STATUS_LABELS[status]}</Badge>;
}

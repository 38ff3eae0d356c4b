import type { EnrollResponse } from '../../../shared/api/learning';

export function presentEnrollment(created: boolean): EnrollResponse {
  return { enrolled: true, alreadyEnrolled: !created };
}

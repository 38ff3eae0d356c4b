import { onlyProblems, requiredMessage, type FieldProblems } from './form-problems';

/** The contact form's fields (spec §2 Contact): every one required. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const LABELS: Record<keyof ContactFields, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

/** The empty fields, each with the message the server's contract (contactBodySchema) answers with. */
export function contactFieldProblems(fields: ContactFields): FieldProblems<keyof ContactFields> {
  return onlyProblems(
    Object.fromEntries(
      (Object.keys(LABELS) as (keyof ContactFields)[]).map((field) => [field, fields[field].trim() === '' ? requiredMessage(LABELS[field]) : undefined]),
    ) as Record<keyof ContactFields, string | undefined>,
  );
}

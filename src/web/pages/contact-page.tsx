import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { toast } from '@web/lib/toast';
import { CircleHelp, Clock, Mail, Star } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { contactFieldProblems, type ContactFields } from '@shared/contact-rules';
import { subjectForContactType } from '@shared/contact-types';
import { hasProblems } from '@shared/form-problems';
import { pageMeta } from '@shared/page-manifest';
import { SupportEmailLink } from '@web/components/support-email-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { fieldAria, FieldError, INVALID_INPUT_CLASS, useFieldErrors } from '@web/components/field-error';
import { PageHeader } from '@web/components/ui/page-header';
import { useSendContactMessage } from '@web/features/contact/use-send-contact-message';
import { usePageMeta } from '@web/lib/use-page-meta';

const FIELD = `mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 ${INVALID_INPUT_CLASS}`;
const FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' };

const INFO = [
  { icon: Mail, title: 'Email support', text: <SupportEmailLink className="rounded font-medium text-brand-700 hover:underline" /> },
  { icon: Clock, title: 'Response time', text: 'We reply within about 24 hours on business days.' },
  {
    icon: CircleHelp,
    title: 'Answers in the FAQ',
    text: (
      <>
        Plans, billing, certificates and how the courses work are answered in our{' '}
        <Link to="/faq" className="rounded font-medium text-brand-700 hover:underline">
          FAQ
        </Link>
        .
      </>
    ),
  },
  { icon: Star, title: 'Priority support', text: 'Pro and Elite members get priority support; Elite members within 24 hours.' },
];

export function ContactPage() {
  usePageMeta(pageMeta('/contact'));
  const [searchParams] = useSearchParams();
  const prefill = subjectForContactType(searchParams.get('type'));
  const [form, setForm] = useState<ContactFields>({ name: '', email: '', subject: prefill, message: '' });
  // A move to another ?type= keeps the page mounted: the subject follows the new link, unless
  // the new link names no type and the visitor has written a subject of their own.
  const [prefilled, setPrefilled] = useState(prefill);
  if (prefill !== prefilled) {
    setPrefilled(prefill);
    if (prefill !== '' || form.subject === prefilled) setForm((current) => ({ ...current, subject: prefill }));
  }
  const send = useSendContactMessage();
  const fieldErrors = useFieldErrors<keyof ContactFields>();

  const update = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = contactFieldProblems(form);
    if (hasProblems(problems)) {
      toast.error(FAILED.title, { description: FAILED.description });
      fieldErrors.show(problems);
      return;
    }
    send.mutate(form, {
      onSuccess: () => {
        toast.success('Message Sent!', { description: "We'll get back to you within 24 hours." });
        setForm({ name: '', email: '', subject: '', message: '' });
      },
      onError: (error) => {
        toast.error(FAILED.title, { description: FAILED.description });
        fieldErrors.showApiError(error, ['name', 'email', 'subject', 'message']);
      },
    });
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in Touch" lead="Questions about a course, your plan, a partnership or training for your team? Send us a message." />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_360px]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold">Send us a message</h2>
          <form {...fieldErrors.formProps} noValidate className="mt-6 grid gap-5" onSubmit={submit}>
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactField label="Name" error={fieldErrors.errorOf('name')}>
                {(props) => <input {...props} className={FIELD} name="name" autoComplete="name" required maxLength={100} value={form.name} onChange={update('name')} />}
              </ContactField>
              <ContactField label="Email" error={fieldErrors.errorOf('email')}>
                {(props) => (
                  <input {...props} className={FIELD} type="email" name="email" autoComplete="email" required maxLength={254} value={form.email} onChange={update('email')} />
                )}
              </ContactField>
            </div>
            <ContactField label="Subject" error={fieldErrors.errorOf('subject')}>
              {(props) => <input {...props} className={FIELD} name="subject" required maxLength={200} value={form.subject} onChange={update('subject')} />}
            </ContactField>
            <ContactField label="Message" error={fieldErrors.errorOf('message')}>
              {(props) => <textarea {...props} className={`${FIELD} min-h-40`} name="message" required maxLength={5000} value={form.message} onChange={update('message')} />}
            </ContactField>
            <div>
              <Button type="submit" size="lg" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send Message'}
              </Button>
            </div>
          </form>
        </Card>
        <aside aria-labelledby="contact-info-heading" className="space-y-4">
          <h2 id="contact-info-heading" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          {INFO.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-2xl border border-line bg-surface p-5">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <div className="mt-1 text-sm text-muted">{text}</div>
              </div>
            </div>
          ))}
        </aside>
      </Container>
    </>
  );
}

type ControlProps = Pick<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A label over its input or textarea, with the field's error under it. */
function ContactField({ label, error, children }: { label: string; error: string | undefined; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, ...fieldAria(id, error) })}
      <FieldError inputId={id} error={error} />
    </div>
  );
}

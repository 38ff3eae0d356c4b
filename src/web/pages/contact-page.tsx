import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Clock, Mail, MessagesSquare, Star } from 'lucide-react';
import { subjectForContactType } from '@shared/contact-types';
import { pageMeta } from '@shared/page-manifest';
import { SupportEmailLink } from '@web/components/support-email-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader } from '@web/components/ui/page-header';
import { useSendContactMessage } from '@web/features/contact/use-send-contact-message';
import { usePageMeta } from '@web/lib/use-page-meta';

const FIELD = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500';

const INFO = [
  { icon: Mail, title: 'Email support', text: <SupportEmailLink className="rounded font-medium text-brand-700 hover:underline" /> },
  { icon: Clock, title: 'Response time', text: 'We reply within about 24 hours on business days.' },
  { icon: MessagesSquare, title: 'Community forum', text: 'Members often get the fastest answers from fellow owners in the community.' },
  { icon: Star, title: 'Priority support', text: 'Pro and Elite members get priority support; Elite members within 24 hours.' },
];

export function ContactPage() {
  usePageMeta(pageMeta('/contact'));
  const [searchParams] = useSearchParams();
  const prefill = subjectForContactType(searchParams.get('type'));
  const [form, setForm] = useState({ name: '', email: '', subject: prefill, message: '' });
  // A move to another ?type= keeps the page mounted: the subject follows the new link, unless
  // the new link names no type and the visitor has written a subject of their own.
  const [prefilled, setPrefilled] = useState(prefill);
  if (prefill !== prefilled) {
    setPrefilled(prefill);
    if (prefill !== '' || form.subject === prefilled) setForm((current) => ({ ...current, subject: prefill }));
  }
  const send = useSendContactMessage();

  const update = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form, {
      onSuccess: () => {
        toast.success('Message Sent!', { description: "We'll get back to you within 24 hours." });
        setForm({ name: '', email: '', subject: '', message: '' });
      },
      onError: () => toast.error('Error', { description: 'Failed to send message. Please try again.' }),
    });
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in Touch" lead="Questions about a course, your plan, a partnership or training for your team? Send us a message." />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_360px]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold">Send us a message</h2>
          <form className="mt-6 grid gap-5" onSubmit={submit}>
            <div className="grid gap-5 sm:grid-cols-2">
              <label className="block text-sm font-medium">
                Name
                <input className={FIELD} name="name" autoComplete="name" required maxLength={100} value={form.name} onChange={update('name')} />
              </label>
              <label className="block text-sm font-medium">
                Email
                <input className={FIELD} type="email" name="email" autoComplete="email" required maxLength={254} value={form.email} onChange={update('email')} />
              </label>
            </div>
            <label className="block text-sm font-medium">
              Subject
              <input className={FIELD} name="subject" required maxLength={200} value={form.subject} onChange={update('subject')} />
            </label>
            <label className="block text-sm font-medium">
              Message
              <textarea className={`${FIELD} min-h-40`} name="message" required maxLength={5000} value={form.message} onChange={update('message')} />
            </label>
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

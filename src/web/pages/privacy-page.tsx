import { Link } from 'react-router';
import { SITE_NAME } from '@shared/brand';
import { pageMeta } from '@shared/page-manifest';
import { CompanyNameAndAddress } from '@web/components/company-identity';
import { SupportEmailLink } from '@web/components/support-email-link';
import { LegalDocument, type LegalSection } from '@web/features/legal/legal-document';
import { usePageMeta } from '@web/lib/use-page-meta';

const supportEmailLink = <SupportEmailLink />;

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run your account, teach you and support you:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your first and last name, email address and password. We store passwords only as a
            secure one-way hash, never in readable form.
          </li>
          <li>
            <strong>Learning activity:</strong> the courses you enrol in, the lessons you complete, your quiz attempts and scores, the
            work you save in interactive tools, and the certificates you earn.
          </li>
          <li>
            <strong>Membership and billing:</strong> your plan, its status and renewal dates, and records of your payments. Card details go
            straight to our payment provider; we never see or store your full card number.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form or by email, such as your name, email address, subject and
            message.
          </li>
          <li>
            <strong>Usage and device information:</strong> the pages you visit, course and lesson events (for example, a lesson completed or
            a video played), your IP address, browser type and the date and time of your visit.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account and keep you signed in;</li>
          <li>give you the courses your plan includes, save your progress and issue your certificates;</li>
          <li>process payments, renewals, upgrades and refunds;</li>
          <li>send service emails such as your welcome email, password resets and billing notices;</li>
          <li>answer your questions and support requests;</li>
          <li>understand which lessons help learners most, so we can improve our courses; and</li>
          <li>prevent fraud and abuse, and meet our legal obligations.</li>
        </ul>
        <p>
          We process your information to perform our contract with you, to meet legal obligations, for our legitimate interest in running
          and improving the Services, and, where required, with your consent. We do not use your information to train AI models, and we do
          not make decisions about you by automated means that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use only essential cookies, chiefly the session cookie that keeps you signed in securely. They are set by our own website, and
          signing in and learning do not work without them.
        </p>
        <p>
          We measure how the site is used with our own first-party analytics, stored on our servers. We do not use advertising cookies, we
          do not load third-party tracking scripts, and we do not follow you across other websites. You can clear or block cookies in your
          browser settings, but you will then need to sign in again.
        </p>
        <p>
          Our analytics record the pages you view and a few actions: viewing a course, enrolling, completing a lesson, earning a
          certificate, playing a lesson video, downloading a resource, starting and completing sign-up, starting a checkout and making a
          purchase, and sending the contact form. Each record holds the name of the action and its details (such as the course or lesson),
          the page address, the address you came from, any campaign tags in the link you followed (utm parameters), the time, your account
          if you are signed in, and a random visitor number kept in your browser's local storage. It holds no name, email address or
          message text.
        </p>
        <p>
          If your browser sends a Global Privacy Control or Do Not Track signal, we record none of this: your browser sends nothing and our
          servers keep nothing.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          <strong>We do not sell or rent your personal information</strong>, and we do not share it for advertising. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> who help us run the Services, such as our card payment provider, email delivery, hosting and
            file storage. They may use your information only to provide their service to us, under contracts that require them to protect
            it.
          </li>
          <li>
            <strong>Authorities</strong> when the law requires it, or when we need to protect the rights, safety or property of our
            learners, the public or {SITE_NAME}.
          </li>
          <li>
            <strong>A successor</strong> if {SITE_NAME} is merged, acquired or sells its assets, in which case this policy will continue to
            apply to your information and we will tell you before it changes.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <>
        <p>We keep your information only as long as we need it:</p>
        <ul>
          <li>account, learning and certificate records for as long as your account is open;</li>
          <li>
            when you delete your account, or ask us to, we delete or anonymise your personal information at once, as described under{' '}
            <a href="#deleting-your-account">Deleting Your Account</a>;
          </li>
          <li>payment and tax records for as long as tax and accounting laws require, usually 7 years;</li>
          <li>contact messages for up to 2 years after your question is resolved; and</li>
          <li>security and server logs for up to 90 days.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'deleting-your-account',
    title: 'Deleting Your Account',
    body: (
      <>
        <p>
          You can download a copy of your information as one file, and delete your account after entering your password again, on your{' '}
          <Link to="/profile">profile</Link>. You can also email {supportEmailLink} and we will do either for you. Deletion happens at once, in
          one step:
        </p>
        <ul>
          <li>
            your account, sign-in details and sessions, enrollments, progress, tool work, quiz and assessment attempts, certificates, case
            studies and audit requests with the files you uploaded, call bookings, workshop registrations, email preferences, messages to us
            and the emails we sent you are deleted;
          </li>
          <li>
            your certificates and digital badges no longer verify: their public pages show no name and say that no certificate has that ID;
          </li>
          <li>
            a subscription is cancelled with our card payment provider and ends at once, without a refund; if you own a team, the team ends and
            its members lose their seats at once and are told by email, without your name;
          </li>
          <li>
            site usage records stay only as anonymous counts, no longer linked to you or your browser.
          </li>
        </ul>
        <p>What we keep, and why:</p>
        <ul>
          <li>
            <strong>Orders</strong> (product, amount, date, refunds and the payment provider&apos;s reference), without your name or email,
            because tax and accounting laws require us to keep payment records, usually for 7 years. Our card payment provider keeps its own
            record of the payment under its own privacy policy.
          </li>
          <li>
            <strong>Invoices and credit notes</strong> exactly as we issued them, with the name, email, company, tax ID and address printed on
            them, because tax laws require an issued invoice to be kept unchanged, usually for 7 years. They are no longer linked to an account.
          </li>
          <li>
            <strong>The admin activity log</strong>, which records what our staff changed and why. It cannot be edited, so the security of
            the Services can be checked; its entries name your account only by an internal number, and any correction staff made to your
            details (such as the name on a certificate) stays in it as it was recorded. Only our staff, signed in with a second factor, can
            read it.
          </li>
          <li>
            <strong>Backups</strong> made before the deletion hold a copy until newer backups replace them.
          </li>
        </ul>
        <p>You can sign up again with the same email address afterwards; it starts a new, empty account.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy in a portable format;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>ask us to delete your information;</li>
          <li>object to or restrict certain processing, and withdraw consent you have given; and</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          You can update your name, download your information and delete your account at any time on your <Link to="/profile">profile</Link>.
          For anything else, email {supportEmailLink}. We
          answer requests within 30 days and never charge for them or treat you differently for making them. We may ask you to confirm your
          identity before we act on a request.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit (HTTPS), hashed passwords, session cookies that scripts cannot read, access
        limited to the staff who need it, and regular backups. No system is perfectly secure, so please use a strong password you do not
        use anywhere else. If a breach affects your information, we will tell you and the relevant authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        The Services are meant for business owners and are not directed to children. You must be at least 13 years old to create an
        account, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us
        information, email {supportEmailLink} and we will delete it.
      </p>
    ),
  },
  {
    id: 'international',
    title: 'International Transfers',
    body: (
      <p>
        We and our service providers may process your information in countries other than the one you live in, including the United
        States. Where the law requires it, we protect those transfers with safeguards such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy when our Services or the law change. We will post the new version here with a new "Last updated" date
        and, if the changes are significant, email account holders before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your information? Email us at {supportEmailLink} or use our <Link to="/contact">contact form</Link>.
        We answer within about 24 hours on business days. The company responsible for your information is <CompanyNameAndAddress />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageMeta(pageMeta('/privacy'));
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="November 26, 2026"
      intro={
        <p>
          Your business data is yours. This policy explains what information {SITE_NAME} collects when you use our website and courses, why
          we collect it, who we share it with and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

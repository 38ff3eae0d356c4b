import { Link } from 'react-router';
import { SITE_NAME } from '@shared/brand';
import { pageMeta } from '@shared/page-manifest';
import { ADD_ONS } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import { CompanyNameAndAddress } from '@web/components/company-identity';
import { SupportEmailLink } from '@web/components/support-email-link';
import { LegalDocument, type LegalSection } from '@web/features/legal/legal-document';
import { usePageMeta } from '@web/lib/use-page-meta';

const { free, pro, elite } = PLAN_OFFERS;
const usd = (dollars: number) => `$${dollars}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms of Service ("Terms") are an agreement between you and <CompanyNameAndAddress /> ("{SITE_NAME}", "we", "us" or "our") and govern your use of our
          website, courses, lessons, quizzes, downloadable resources, interactive tools, certificates, community and any related services
          (together, the "Services").
        </p>
        <p>
          By creating an account, buying a membership or otherwise using the Services, you agree to these Terms and to our{' '}
          <Link to="/privacy">Privacy Policy</Link>. If you use the Services on behalf of a business, you confirm that you are authorised to
          accept these Terms for that business, and "you" includes the business. If you do not agree, please do not use the Services.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Eligibility and Accounts',
    body: (
      <>
        <p>
          You must be at least 13 years old to create an account or use the Services. If you are under 18, or under the age of majority
          where you live, you may use the Services only with the involvement and consent of a parent or legal guardian, who agrees to these
          Terms on your behalf.
        </p>
        <p>When you create an account, you agree to:</p>
        <ul>
          <li>give accurate, current and complete information, and keep it up to date;</li>
          <li>keep your password confidential and not share your login with anyone else;</li>
          <li>tell us promptly at <SupportEmailLink /> if you suspect unauthorised use of your account; and</li>
          <li>accept responsibility for all activity that happens under your account.</li>
        </ul>
        <p>
          Memberships are for one person. A team that wants several people to learn needs a seat for each of them through the Team Access
          add-on.
        </p>
      </>
    ),
  },
  {
    id: 'memberships-and-billing',
    title: 'Memberships and Billing',
    body: (
      <>
        <h3>Plans and prices</h3>
        <p>
          We offer three memberships: {free.name} ({usd(free.pricePerYear)}), {pro.name} ({usd(pro.pricePerYear)} per year) and{' '}
          {elite.name} ({usd(elite.pricePerYear)} per year). We also offer optional add-ons, currently Team Access ($10 per month per seat) and a Custom AI
          Audit ({usd(ADD_ONS['custom-ai-audit'].priceCents / 100)}, one time). Prices are in US dollars and do not include sales tax, VAT or similar taxes, which we add where the law
          requires. The features of each plan are described on our <Link to="/pricing">Pricing</Link> page.
        </p>
        <h3>Payment and renewal</h3>
        <p>
          Paid memberships are billed in advance through our card payment provider; we never see or store your full card number. Unless
          you cancel, a paid membership renews automatically at the end of each billing period at the price then in effect, and you
          authorise us to charge your payment method for each renewal. If we change the price of your plan, we will tell you by email at
          least 30 days before the change applies to your next renewal.
        </p>
        <h3>Upgrades</h3>
        <p>
          You can upgrade from {pro.name} to {elite.name} at any time. Upgrades are prorated: you pay only the difference for the time left
          in your current billing period, and your new benefits start as soon as the payment succeeds.
        </p>
        <h3>Cancellation</h3>
        <p>
          You can cancel a paid membership at any time from your dashboard. Cancellation takes effect at the end of your current billing
          period: you keep full access until then, you will not be charged again, and your account then moves to the {free.name} plan.
          Your completed-lesson progress and certificates you have already earned stay in your account.
        </p>
        <h3>30-day money-back guarantee</h3>
        <p>
          Paid plans come with a 30-day money-back guarantee. If you are not satisfied, email us at{' '}
          <SupportEmailLink /> within 30 days of your first payment for a plan and we
          will refund that payment in full, no questions asked. The refund goes back to the original payment method, usually within 5 to 10
          business days, and your access to paid content ends when it is issued. The guarantee applies once per customer and does not
          cover renewals or the Custom AI Audit once the audit has been delivered.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Course Content and Intellectual Property',
    body: (
      <>
        <p>
          All content in the Services, including videos, lesson text, quizzes, templates, prompts, worksheets, tools, graphics, logos and
          the {SITE_NAME} name, belongs to us or our licensors and is protected by copyright, trademark and other laws.
        </p>
        <p>
          While your membership is active, we grant you a personal, non-exclusive, non-transferable licence to access the courses included
          in your plan and to use the templates, prompts and worksheets inside your own business. You may adapt them for your own customers
          and staff. You may not resell, republish, share your login to, record, scrape or redistribute the content, or use it to build a
          competing course or training product.
        </p>
        <p>
          You keep ownership of everything you create or upload, such as your work in interactive tools, quiz answers and community posts.
          You give us a limited licence to store and display it as needed to provide the Services to you.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>When you use the Services, you agree not to:</p>
        <ul>
          <li>break any law, or infringe the intellectual property, privacy or other rights of anyone else;</li>
          <li>post customer data, confidential information or personal information about others without permission;</li>
          <li>harass, threaten, defame or discriminate against other members or our staff;</li>
          <li>send spam, unsolicited advertising or chain messages, including through the community or direct messages;</li>
          <li>upload viruses or other harmful code, or try to probe, scan, disrupt or gain unauthorised access to our systems;</li>
          <li>use bots, scrapers or other automated means to copy content or create accounts; or</li>
          <li>get around plan limits, share an account, or access courses your plan does not include.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'certificates',
    title: 'Certificates',
    body: (
      <p>
        Certificates of Completion and {SITE_NAME} certifications confirm that you completed the required lessons and assessments on our
        platform. They are not academic degrees, accredited qualifications or professional licences. We may revoke a certificate that was
        earned by breaching these Terms, for example by sharing an account or submitting someone else's work.
      </p>
    ),
  },
  {
    id: 'third-party-tools',
    title: 'Third-Party Tools and Services',
    body: (
      <p>
        Our lessons teach you to use AI tools and software made by other companies. Those tools are governed by their own terms, pricing
        and privacy policies, which may change at any time. We do not control them and are not responsible for their availability,
        accuracy or how they handle the data you give them. Check each provider's terms before you enter customer or business data.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          Our courses are educational. They are not legal, tax, financial, employment or other professional advice; speak to a qualified
          adviser about your own situation. AI tools can produce output that is wrong, biased or out of date, and you are responsible for
          reviewing it before you rely on it or share it with customers.
        </p>
        <p>
          Examples, case studies and figures such as hours saved or revenue gained describe the results of particular businesses. They are
          not a promise that you will achieve the same results, which depend on your business, your market and how you apply what you
          learn.
        </p>
        <p>
          To the fullest extent the law allows, the Services are provided "as is" and "as available", without warranties of any kind,
          whether express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do
          not promise that the Services will be uninterrupted or error-free.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, {SITE_NAME} and its founder, employees and partners will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or business opportunities,
          arising from or related to your use of the Services, even if we were told such damages were possible.
        </p>
        <p>
          Our total liability for any claim relating to the Services is limited to the greater of the amount you paid us in the 12 months
          before the event giving rise to the claim, or $100. Some jurisdictions do not allow certain limitations, so some of these may not
          apply to you; nothing in these Terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and Termination',
    body: (
      <p>
        You can stop using the Services and ask us to delete your account at any time. We may suspend or close an account that breaches
        these Terms, puts other members at risk or is used for fraud. Where the breach is not serious, we will warn you first and give you
        a chance to fix it. If we close your account without cause, we will refund the unused part of any prepaid membership.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms as the Services and the law change. We will post the new version on this page with a new "Last updated"
        date and, for material changes, email account holders at least 14 days before they take effect. If you keep using the Services
        after the changes take effect, you accept the updated Terms; if you do not agree, you can cancel your membership before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about these Terms, your membership or a refund? Email us at{' '}
        <SupportEmailLink /> or use our <Link to="/contact">contact form</Link>. We
        answer within about 24 hours on business days. By post: <CompanyNameAndAddress />.
      </p>
    ),
  },
];

export function TermsPage() {
  usePageMeta(pageMeta('/terms'));
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Plain-language terms for learning with {SITE_NAME}. Please read them carefully: they explain your membership, how billing and
          refunds work, and what you and we can expect from each other.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

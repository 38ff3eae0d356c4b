import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Award, BookOpenCheck, CheckCircle2, LineChart, MailCheck, Sparkles } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { SITE_NAME } from '@shared/brand';
import { pageMeta } from '@shared/page-manifest';
import { isPaidPlan } from '@shared/billing';
import { isPlan, PLAN_OFFERS, type Plan } from '@shared/plans';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { signedInLanding } from '@web/features/accounts/auth-paths';
import { FORGOT_PASSWORD_VIEW } from '@shared/page-query';
import {
  FILL_IN_ALL_FIELDS,
  resetRequestFieldProblems,
  signInFieldProblems,
  signInProblem,
  signUpFieldProblems,
  signUpProblem,
} from '@shared/credential-rules';
import { hasProblems } from '@shared/form-problems';
import { useFieldErrors } from '@web/components/field-error';
import { ApiRequestError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { PasswordField, SubmitButton, TextField } from '@web/components/form-fields';
import { useRequestPasswordReset, useSignIn, useSignUp } from '@web/features/accounts/use-auth-actions';
import { SecondFactorCodeForm } from '@web/features/accounts/second-factor-code-form';
import { useSession } from '@web/lib/use-session';
import { usePageMeta } from '@web/lib/use-page-meta';

type AuthTab = 'sign-in' | 'sign-up';

const BENEFITS = [
  { icon: BookOpenCheck, text: 'Start with AI 101 for Business Owners, free' },
  { icon: LineChart, text: 'Track your progress lesson by lesson' },
  { icon: Award, text: 'Earn a Certificate of Completion for every course you finish' },
  { icon: Sparkles, text: 'Unlock more courses whenever you are ready' },
];

const LINK_CLASS = 'rounded font-medium text-brand-700 underline-offset-4 hover:underline';

export function AuthPage() {
  usePageMeta(pageMeta('/auth'));
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const plan: Plan | undefined = isPlan(planParam) ? planParam : undefined;
  /** A promo code given on /pricing (issue 33), sent with the plan's checkout after sign-up. */
  const promoCode = searchParams.get('code') ?? undefined;
  const redirect = searchParams.get('redirect');
  const startInForgotView = searchParams.get('view') === FORGOT_PASSWORD_VIEW;

  const session = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(plan && !startInForgotView ? 'sign-up' : 'sign-in');
  const [forgotView, setForgotView] = useState(startInForgotView);
  const [email, setEmail] = useState('');

  // Spec: a signed-in visitor goes to the target at once, and so does anyone whose sign-in just
  // succeeded. With a paid plan chosen, the checkout follows in this tab (decision 0071): paying
  // comes back through /success to the dashboard with the new plan; a checkout that cannot start
  // leaves the learner on the dashboard with the reason.
  const checkoutStarted = useRef(false);
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    if (!isPaidPlan(plan)) {
      void navigate(signedInLanding(redirect, isAdmin), { replace: true });
      return;
    }
    if (checkoutStarted.current) return;
    checkoutStarted.current = true;
    void import('@web/features/billing/use-billing')
      .then(async (billing) => window.location.assign((await billing.startPlanCheckout(plan, promoCode)).url))
      .catch((error: unknown) => {
        // A promo code refused after sign-up: back to /pricing, which previews it and says why under its field.
        if (promoCode && error instanceof ApiRequestError && (error.field === 'code' || error.field === 'promoCode')) {
          void navigate(`/pricing?code=${encodeURIComponent(promoCode)}`, { replace: true });
          return;
        }
        toast.error(error instanceof ApiRequestError ? error.message : 'Failed to create checkout session');
        void navigate('/dashboard', { replace: true });
      });
  }, [session.status, isAdmin, redirect, navigate, plan, promoCode]);

  const resetting = forgotView && tab === 'sign-in';
  const heading = resetting ? 'Reset Your Password' : tab === 'sign-up' ? 'Create your account' : 'Welcome Back';
  const lead = resetting
    ? 'It happens to everyone. We will email you a link to choose a new password.'
    : tab === 'sign-up'
      ? 'Join business owners who learn one practical AI skill at a time and put it to work the next day.'
      : `Sign in to ${SITE_NAME} to pick up your courses where you left off.`;

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_460px] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:py-20">
        <div className="lg:pt-6">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
          <p className="mt-3 max-w-xl text-lg text-pretty text-muted">{lead}</p>
          {plan && <SelectedPlanNote plan={plan} />}
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {session.status === 'loading' || session.status === 'signed-in' ? (
            <AuthCardSkeleton redirecting={session.status === 'signed-in'} />
          ) : (
            <Card className="p-5 sm:p-8">
              <Tabs.Root
                value={tab}
                onValueChange={(value) => {
                  setTab(value as AuthTab);
                  setForgotView(false);
                }}
              >
                <Tabs.List aria-label="Sign in or create an account" className="grid grid-cols-2 gap-1 rounded-xl bg-surface p-1">
                  <Tabs.Trigger value="sign-in" className={TAB_CLASS}>
                    Sign In
                  </Tabs.Trigger>
                  <Tabs.Trigger value="sign-up" className={TAB_CLASS}>
                    Sign Up
                  </Tabs.Trigger>
                </Tabs.List>
                {/* Out of the Tab order (issue 35): each panel opens with its form's first field, the next stop after the tabs. */}
                <Tabs.Content value="sign-in" tabIndex={-1} className="mt-6 focus-visible:outline-none">
                  {forgotView ? (
                    <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setForgotView(false)} />
                  ) : (
                    <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => setForgotView(true)} />
                  )}
                </Tabs.Content>
                <Tabs.Content value="sign-up" tabIndex={-1} className="mt-6 focus-visible:outline-none">
                  <SignUpForm email={email} onEmailChange={setEmail} />
                </Tabs.Content>
              </Tabs.Root>
              <p className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
                By continuing, you agree to our{' '}
                <Link to="/terms" className={LINK_CLASS}>
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link to="/privacy" className={LINK_CLASS}>
                  Privacy Policy
                </Link>
                .
              </p>
            </Card>
          )}
        </div>

        <ul className="grid gap-4 self-start sm:grid-cols-2 lg:grid-cols-1" aria-label={`What you get with ${SITE_NAME}`}>
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-line">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-medium text-ink">{text}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const TAB_CLASS =
  'rounded-lg px-4 py-2 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

function SelectedPlanNote({ plan }: { plan: Plan }) {
  const offer = PLAN_OFFERS[plan];
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm text-ink shadow-sm">
      <CheckCircle2 className="size-4 text-brand-700" aria-hidden="true" />
      Plan selected: <strong className="font-semibold">{offer.name}</strong>
      <span className="text-muted">{offer.pricePerYear === 0 ? '(free)' : `($${offer.pricePerYear} per year)`}</span>
    </p>
  );
}

function AuthCardSkeleton({ redirecting }: { redirecting: boolean }) {
  return (
    <Card className="space-y-5 p-5 sm:p-8" role="status" aria-label={redirecting ? 'You are signed in. Taking you there…' : 'Loading'}>
      <Skeleton className="h-10 w-full rounded-xl" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full rounded-lg" />
    </Card>
  );
}

interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** Better Auth's answer to a right password of an account with a second factor: the code comes next. */
function asksForSecondFactor(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

function SignInForm({ email, onEmailChange, onForgotPassword }: EmailProps & { onForgotPassword: () => void }) {
  const [password, setPassword] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const signIn = useSignIn();
  const fieldErrors = useFieldErrors<'email' | 'password'>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signInProblem({ email, password });
    if (problem) {
      toast.error(problem);
      fieldErrors.show(signInFieldProblems({ email, password }));
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (asksForSecondFactor(answer)) setCodeAsked(true);
          else toast.success('Signed in successfully!');
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          fieldErrors.showApiError(error, ['email', 'password']);
        },
      },
    );
  };

  if (codeAsked) {
    return (
      <div className="space-y-4">
        <h2 id="second-factor-heading" className="text-xl font-semibold">
          Enter your sign-in code
        </h2>
        <p className="text-sm text-muted">Open your authenticator app and type the 6-digit code it shows for AI Action Academy.</p>
        <SecondFactorCodeForm headingId="second-factor-heading" onDone={() => toast.success('Signed in successfully!')} />
      </div>
    );
  }

  return (
    <form {...fieldErrors.formProps} noValidate onSubmit={submit} aria-labelledby="sign-in-heading" className="space-y-5">
      <h2 id="sign-in-heading" className="text-xl font-semibold">
        Sign in to your account
      </h2>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={fieldErrors.errorOf('email')}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrors.errorOf('password')}
        onChange={(event) => setPassword(event.target.value)}
        labelAside={
          <button type="button" onClick={onForgotPassword} className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Forgot password?
          </button>
        }
      />
      <SubmitButton busy={signIn.isPending} label="Sign In" busyLabel="Signing In…" />
    </form>
  );
}

function SignUpForm({ email, onEmailChange }: EmailProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const signUp = useSignUp();
  const fields = { firstName, lastName, email, password };
  const fieldErrors = useFieldErrors<'firstName' | 'lastName' | 'email' | 'password'>(() => signUpFieldProblems(fields));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signUpProblem(fields);
    if (problem) {
      toast.error(problem);
      fieldErrors.show(signUpFieldProblems(fields));
      return;
    }
    signUp.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password },
      {
        onSuccess: () => toast.success('Account created successfully!'),
        onError: (error) => {
          toast.error(errorMessage(error));
          fieldErrors.showApiError(error, ['firstName', 'lastName', 'email', 'password']);
        },
      },
    );
  };

  return (
    <form {...fieldErrors.formProps} noValidate onSubmit={submit} aria-labelledby="sign-up-heading" className="space-y-5">
      <h2 id="sign-up-heading" className="text-xl font-semibold">
        Create your account
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          error={fieldErrors.errorOf('firstName')}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          error={fieldErrors.errorOf('lastName')}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={fieldErrors.errorOf('email')}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        error={fieldErrors.errorOf('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton busy={signUp.isPending} label="Create Account" busyLabel="Creating Account…" />
    </form>
  );
}

function ForgotPasswordForm({ email, onEmailChange, onBack }: EmailProps & { onBack: () => void }) {
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldErrors = useFieldErrors<'email'>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = resetRequestFieldProblems(email);
    if (hasProblems(problems)) {
      toast.error(FILL_IN_ALL_FIELDS);
      fieldErrors.show(problems);
      return;
    }
    const address = email.trim();
    requestReset.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => {
        toast.error(errorMessage(error));
        fieldErrors.showApiError(error, ['email']);
      },
    });
  };

  const backButton = (
    <button type="button" onClick={onBack} className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
      Back to Sign In
    </button>
  );

  if (sentTo) {
    return (
      <div className="space-y-4" role="status">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted">
          If an account exists for <strong className="font-semibold break-all text-ink">{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works once and expires after a short while.
        </p>
        <p className="text-sm text-muted">No email after a few minutes? Check your spam folder, or make sure you typed the address you signed up with.</p>
        {backButton}
      </div>
    );
  }

  return (
    <form {...fieldErrors.formProps} noValidate onSubmit={submit} aria-labelledby="forgot-heading" className="space-y-5">
      <div>
        <h2 id="forgot-heading" className="text-xl font-semibold">
          Forgot your password?
        </h2>
        <p className="mt-1 text-sm text-muted">Enter the email you signed up with and we will send you a link to choose a new one.</p>
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={fieldErrors.errorOf('email')}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <SubmitButton busy={requestReset.isPending} label="Send Reset Link" busyLabel="Sending…" />
      <p className="text-center">{backButton}</p>
    </form>
  );
}

import type { SeedCourse } from '../seed-course';

/** In development: seeded as a draft so admins can preview it before launch. */
export const responsibleAiGovernance: SeedCourse = {
  slug: 'responsible-ai-governance',
  title: 'Responsible AI and Governance',
  description:
    'Use AI without putting customers, data or your reputation at risk. Write a workable AI policy, vet vendors, protect privacy and know what to do when AI gets it wrong.',
  level: 'Advanced',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/responsible-ai-governance.svg',
  requiredPlan: 'elite',
  published: false,
  curriculum: {
    modules: [
      {
        id: 'm1-understanding-risks',
        title: 'Understanding AI Risks',
        lessons: [
          { id: 'l-risk-landscape', title: 'The Risks That Matter for Small Businesses', duration: '14 min', description: 'A practical map of accuracy, privacy, bias, security and reputation risks, ranked by likelihood and impact.' },
          { id: 'l-accuracy', title: 'Hallucinations and Accuracy', duration: '12 min', description: 'Why AI states false things confidently, and the checks that stop errors reaching customers.' },
          { id: 'l-bias-fairness', title: 'Bias and Fair Treatment of Customers', duration: '14 min', description: 'Spot where AI could treat customers or job applicants unfairly, and how to test for it.' },
        ],
      },
      {
        id: 'm2-data-privacy',
        title: 'Data Protection and Privacy',
        lessons: [
          { id: 'l-privacy-laws', title: 'Privacy Law Basics: GDPR, CCPA and More', duration: '16 min', description: 'What the main privacy laws expect when customer data passes through AI tools.' },
          { id: 'l-vendor-terms', title: 'Reading AI Vendor Terms', duration: '14 min', description: 'Find the clauses on data retention, model training and subprocessors before you sign up.' },
          { id: 'l-confidential-data', title: 'Handling Confidential and Customer Data', duration: '14 min', description: 'Set clear rules for anonymizing, storing and deleting data used with AI.' },
        ],
      },
      {
        id: 'm3-policy-oversight',
        title: 'Policy and Oversight',
        lessons: [
          { id: 'l-acceptable-use', title: 'Writing an AI Acceptable-Use Policy', duration: '16 min', description: 'Draft a two-page policy covering approved tools, banned uses, data rules and review steps.' },
          { id: 'l-human-review', title: 'Deciding Where a Person Must Review', duration: '12 min', description: 'Match the level of human oversight to the stakes of each AI-assisted task.' },
          { id: 'l-disclosure', title: 'Telling Customers When AI Is Involved', duration: '12 min', description: 'Decide when and how to disclose AI use in chat, content and decisions to keep customer trust.' },
          { id: 'l-ip-copyright', title: 'Copyright and Ownership of AI Output', duration: '12 min', description: 'Understand who owns AI-generated text and images today and how to reduce infringement risk.' },
        ],
      },
      {
        id: 'm4-governance-practice',
        title: 'Governance in Practice',
        lessons: [
          { id: 'l-ai-register', title: 'Keeping an AI Tool Register', duration: '12 min', description: 'Record every AI tool in use, its owner, its data access and its review date in one simple list.' },
          { id: 'l-incident-response', title: 'Responding to an AI Mistake', duration: '14 min', description: 'A step-by-step plan for when AI sends wrong information, leaks data or offends a customer.' },
          { id: 'l-annual-review', title: 'The Annual Governance Review', duration: '18 min', description: 'A yearly check of tools, policies, incidents and regulations that keeps your safeguards current.' },
        ],
      },
    ],
  },
};

import type { SeedCourse } from '../seed-course';

export const aiSalesAccelerator: SeedCourse = {
  slug: 'ai-sales-accelerator',
  title: 'AI Sales Accelerator',
  description:
    'Research leads, write personal outreach and prepare proposals in half the time. An AI sales routine for owners and small teams who sell alongside everything else.',
  level: 'Intermediate',
  duration: '2 hours',
  thumbnailUrl: '/images/courses/ai-sales-accelerator.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-pipeline',
        title: 'Your Pipeline, Sharpened',
        lessons: [
          { id: 'l-ideal-customer', title: 'Defining Your Ideal Customer Profile', duration: '8 min', description: 'Use your best existing clients to describe who you should be selling to next.' },
          { id: 'l-lead-research', title: 'Researching Leads in Minutes', duration: '10 min', description: 'Gather company background, recent news and likely needs before you reach out.' },
          { id: 'l-lead-scoring', title: 'Simple Lead Scoring', duration: '10 min', description: 'Rank enquiries by fit and intent so your limited selling time goes to the likeliest buyers.' },
        ],
      },
      {
        id: 'm2-outreach',
        title: 'Outreach That Gets Replies',
        lessons: [
          { id: 'l-outreach-emails', title: 'Personalized Outreach Emails', duration: '10 min', description: "Write short, specific first emails that reference the prospect's situation instead of a generic pitch." },
          { id: 'l-follow-ups', title: 'Follow-Up Sequences', duration: '10 min', description: 'Draft a polite three-step follow-up sequence that adds something useful at each touch.' },
          { id: 'l-linkedin', title: 'LinkedIn Messages and Posts', duration: '8 min', description: 'Write connection notes and posts that build credibility with the buyers you want.' },
        ],
      },
      {
        id: 'm3-conversations',
        title: 'Calls, Proposals and Objections',
        lessons: [
          { id: 'l-call-prep', title: 'Preparing for Sales Calls', duration: '10 min', description: 'Build a one-page call brief with questions, likely objections and a clear next step.' },
          { id: 'l-call-notes', title: 'Call Notes and Summaries', duration: '8 min', description: 'Turn call recordings or rough notes into a summary, a follow-up email and a CRM update.' },
          { id: 'l-proposals', title: 'Proposals and Quotes in Half the Time', duration: '10 min', description: 'Assemble proposals from your own templates, case studies and pricing, with AI writing the first draft.' },
          { id: 'l-objections', title: 'Practicing Objections with AI Role-Play', duration: '10 min', description: 'Rehearse price, timing and competitor objections with an AI playing a skeptical buyer.' },
        ],
      },
      {
        id: 'm4-closing-keeping',
        title: 'Closing and Keeping Customers',
        lessons: [
          { id: 'l-crm-hygiene', title: 'Keeping Your CRM Up to Date', duration: '8 min', description: 'Use AI to log activities and next steps so no deal goes quiet by accident.' },
          { id: 'l-renewals-referrals', title: 'Renewals, Upsells and Referrals', duration: '10 min', description: 'Spot customers ready for more and write check-ins and referral requests that feel natural.' },
          { id: 'l-weekly-sales-review', title: 'Your Weekly Sales Review', duration: '8 min', description: 'A 30-minute weekly routine to review the pipeline, pick priorities and plan outreach.' },
        ],
      },
    ],
  },
};

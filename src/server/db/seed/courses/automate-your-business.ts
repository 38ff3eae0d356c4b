import type { SeedCourse } from '../seed-course';

export const automateYourBusiness: SeedCourse = {
  slug: 'automate-your-business',
  title: 'Automate Your Business with AI',
  description:
    'Find the repetitive tasks eating your week and hand them to AI-powered workflows in Zapier, Make or Power Automate: tested, documented and safe to leave running.',
  level: 'Intermediate',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/automate-your-business.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-find-automation',
        title: 'Finding What to Automate',
        lessons: [
          { id: 'l-time-audit', title: 'The One-Week Time Audit', duration: '12 min', description: "Log where your team's hours actually go and spot the repetitive work hiding in plain sight." },
          { id: 'l-automate-assist-human', title: 'Automate, Assist or Keep Human', duration: '12 min', description: 'Sort everyday tasks into what AI can run alone, what it can speed up and what must stay with people.' },
          { id: 'l-pick-first-workflow', title: 'Picking Your First Workflow', duration: '10 min', description: 'Choose a first automation that is frequent, low-risk and easy to measure.' },
        ],
      },
      {
        id: 'm2-automation-tools',
        title: 'Automation Tools Explained',
        lessons: [
          { id: 'l-automation-platforms', title: 'Zapier, Make and Power Automate Compared', duration: '14 min', description: 'Compare pricing, ease of use and app connections to choose the platform that suits your business.' },
          { id: 'l-triggers-actions', title: 'Triggers, Actions and Filters', duration: '12 min', description: 'Learn the building blocks every automation uses, with examples from email, forms and spreadsheets.' },
          { id: 'l-ai-steps', title: 'Adding AI Steps to a Workflow', duration: '14 min', description: 'Use AI inside a workflow to classify messages, extract details and draft replies for review.' },
        ],
      },
      {
        id: 'm3-core-workflows',
        title: 'Core Workflows to Build',
        lessons: [
          { id: 'l-lead-capture', title: 'Lead Capture to CRM, Automatically', duration: '14 min', description: 'Send web form and email enquiries into your CRM with a summary, a priority and a follow-up task.' },
          { id: 'l-invoices-bookkeeping', title: 'Invoices, Receipts and Bookkeeping Handoffs', duration: '14 min', description: 'Capture receipts, match payments and send overdue reminders without retyping numbers.' },
          { id: 'l-scheduling', title: 'Appointment Booking and Reminders', duration: '12 min', description: 'Connect your booking page, calendar and text reminders to cut no-shows and back-and-forth emails.' },
          { id: 'l-document-processing', title: 'Reading Forms and Documents with AI', duration: '14 min', description: 'Pull names, dates and totals out of PDFs, order forms and supplier quotes into a spreadsheet.' },
        ],
      },
      {
        id: 'm4-running-automations',
        title: 'Running Automations Reliably',
        lessons: [
          { id: 'l-testing', title: 'Testing Before You Switch It On', duration: '12 min', description: 'Run test records through every path of a workflow and check the output before real customers see it.' },
          { id: 'l-error-handling', title: 'When Things Break: Alerts and Fallbacks', duration: '12 min', description: 'Set up failure alerts and manual fallbacks so a broken connection never loses an order.' },
          { id: 'l-documenting', title: 'Documenting Workflows for Your Team', duration: '10 min', description: 'Write a one-page record of each automation: what triggers it, what it does and who owns it.' },
          { id: 'l-scaling', title: 'From One Workflow to Ten', duration: '18 min', description: 'Map your next automations, estimate the hours saved per year and keep monthly tool costs in check.' },
        ],
      },
    ],
  },
};

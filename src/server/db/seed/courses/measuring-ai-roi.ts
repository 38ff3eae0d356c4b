import type { SeedCourse } from '../seed-course';

export const measuringAiRoi: SeedCourse = {
  slug: 'measuring-ai-roi',
  title: 'Measuring AI ROI',
  description:
    'Put real numbers on your AI projects: true costs, time saved, revenue gained and payback period, so you know which tools to scale, which to fix and which to cancel.',
  level: 'Advanced',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/measuring-ai-roi.svg',
  requiredPlan: 'elite',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-roi-fundamentals',
        title: 'ROI Fundamentals',
        lessons: [
          { id: 'l-what-return-means', title: "What 'Return' Means for a Small Business", duration: '12 min', description: 'Look beyond cost savings to revenue, capacity, quality and risk when judging an AI investment.' },
          { id: 'l-true-costs', title: 'Counting the True Costs', duration: '14 min', description: 'Add up subscriptions, setup, training, oversight and switching costs, not just the sticker price.' },
          { id: 'l-baselines', title: 'Setting a Baseline Before You Start', duration: '14 min', description: 'Measure how long tasks take and how often errors happen today so you have something to compare against.' },
        ],
      },
      {
        id: 'm2-calculating-returns',
        title: 'Calculating Returns',
        lessons: [
          { id: 'l-time-savings', title: 'Valuing Time Saved', duration: '14 min', description: 'Convert hours saved into dollars using loaded hourly costs, and be honest about whether the time is reused.' },
          { id: 'l-revenue-impact', title: 'Attributing Revenue Gains', duration: '14 min', description: 'Estimate extra revenue from faster quotes, more follow-ups or better conversion without over-claiming.' },
          { id: 'l-quality-risk', title: 'Quality, Errors and Risk Reduction', duration: '12 min', description: 'Put a value on fewer mistakes, fewer missed enquiries and lower compliance risk.' },
          { id: 'l-roi-payback', title: 'ROI, Payback and Break-Even', duration: '14 min', description: 'Calculate ROI percentage, payback period and break-even point with a ramp-up period built in.' },
        ],
      },
      {
        id: 'm3-tracking',
        title: 'Tracking Over Time',
        lessons: [
          { id: 'l-roi-tracker', title: 'A Simple ROI Tracker', duration: '14 min', description: 'Set up a monthly tracker that records costs, savings and usage for every AI tool.' },
          { id: 'l-ramp-up', title: 'Adoption Curves and Ramp-Up Time', duration: '12 min', description: 'Plan for the learning dip in the first months and avoid cancelling tools too early.' },
          { id: 'l-hidden-costs', title: 'Spotting Hidden Costs and Tool Creep', duration: '12 min', description: 'Catch overlapping subscriptions, unused seats and add-ons that quietly erode returns.' },
        ],
      },
      {
        id: 'm4-using-roi',
        title: 'Using ROI to Decide',
        lessons: [
          { id: 'l-compare-projects', title: 'Comparing Projects Side by Side', duration: '14 min', description: 'Rank competing AI projects by return, risk and effort to decide where the next dollar goes.' },
          { id: 'l-scale-fix-stop', title: 'When to Scale, Fix or Stop', duration: '12 min', description: 'Use clear thresholds to decide whether a tool earns more investment, needs changes or should be cancelled.' },
          { id: 'l-reporting-results', title: 'Reporting Results to Partners and Lenders', duration: '10 min', description: 'Present AI results in a short, credible format that partners, investors or your bank will trust.' },
          { id: 'l-roi-case-study', title: 'Case Study: A Year of AI at a 12-Person Firm', duration: '12 min', description: "Follow one firm's costs, savings and decisions month by month through its first year with AI." },
        ],
      },
    ],
  },
};

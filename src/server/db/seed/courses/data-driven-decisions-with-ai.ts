import type { SeedCourse } from '../seed-course';

export const dataDrivenDecisionsWithAi: SeedCourse = {
  slug: 'data-driven-decisions-with-ai',
  title: 'Data-Driven Decisions with AI',
  description:
    'Turn the sales records, bookings and spreadsheets you already keep into clear answers. Use AI to spot trends, forecast demand and decide with numbers you trust.',
  level: 'Intermediate',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/data-driven-decisions-with-ai.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-data-you-have',
        title: 'The Data You Already Have',
        lessons: [
          { id: 'l-data-inventory', title: 'Taking Stock of Your Business Data', duration: '12 min', description: 'List the sales, booking, review and accounting data you already collect and where each set lives.' },
          { id: 'l-clean-data', title: 'Cleaning Messy Spreadsheets with AI', duration: '14 min', description: 'Fix duplicates, inconsistent names and broken dates so your numbers can be trusted.' },
          { id: 'l-key-questions', title: 'Starting with the Right Business Questions', duration: '10 min', description: 'Frame the decisions you face as specific questions your data can answer.' },
        ],
      },
      {
        id: 'm2-analysis',
        title: 'Analysis with AI Assistants',
        lessons: [
          { id: 'l-upload-analyze', title: 'Uploading a Spreadsheet and Asking Questions', duration: '14 min', description: 'Use ChatGPT, Claude or Copilot in Excel to explore a sales export in plain English.' },
          { id: 'l-trends-seasonality', title: 'Spotting Trends and Seasonality', duration: '12 min', description: 'Find your busy and quiet periods and which products are growing or fading.' },
          { id: 'l-customer-segments', title: 'Finding Your Best Customers', duration: '12 min', description: 'Group customers by how often they buy and how much they spend to see who drives your profit.' },
          { id: 'l-checking-numbers', title: "Checking the AI's Math", duration: '10 min', description: 'Quick ways to verify totals, averages and charts before you act on them.' },
        ],
      },
      {
        id: 'm3-forecasting',
        title: 'Forecasting and Planning',
        lessons: [
          { id: 'l-sales-forecast', title: 'A Simple Sales Forecast', duration: '14 min', description: "Build a three-month forecast from last year's figures and current bookings, with a best and worst case." },
          { id: 'l-cash-flow', title: 'Cash-Flow Scenarios', duration: '14 min', description: 'Model what happens to your bank balance if sales dip, a big client pays late or you hire.' },
          { id: 'l-inventory-staffing', title: 'Inventory and Staffing Levels', duration: '12 min', description: 'Use demand patterns to order stock and schedule staff without overshooting or running short.' },
        ],
      },
      {
        id: 'm4-insight-to-decision',
        title: 'From Insight to Decision',
        lessons: [
          { id: 'l-dashboards', title: "A One-Page Dashboard You'll Actually Read", duration: '14 min', description: 'Choose the five to seven numbers that matter and set them up in a simple sheet or dashboard tool.' },
          { id: 'l-decision-memos', title: 'Writing Decision Memos with AI', duration: '12 min', description: 'Summarize options, evidence and risks on one page before committing money or time.' },
          { id: 'l-experiments', title: 'Running Small Experiments', duration: '14 min', description: 'Test a price change, offer or opening hour on a small scale and read the result honestly.' },
          { id: 'l-monthly-review', title: 'A Monthly Data Review Habit', duration: '16 min', description: 'A 60-minute monthly routine for reviewing your numbers with AI and deciding what to change.' },
        ],
      },
    ],
  },
};

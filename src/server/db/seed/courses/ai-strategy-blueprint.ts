import type { SeedCourse } from '../seed-course';

export const aiStrategyBlueprint: SeedCourse = {
  slug: 'ai-strategy-blueprint',
  title: 'AI Strategy Blueprint for SMBs',
  description:
    'Assess where your business stands, choose the AI projects worth funding and build a 12-month roadmap with owners, budgets and KPIs, condensed into a one-page strategy.',
  level: 'Advanced',
  duration: '4 hours',
  thumbnailUrl: '/images/courses/ai-strategy-blueprint.svg',
  requiredPlan: 'elite',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-where-you-stand',
        title: 'Where You Stand',
        lessons: [
          { id: 'l-maturity-assessment', title: 'Assessing Your AI Maturity', duration: '15 min', description: 'Score your business on data, processes, tools, skills and strategy to find your starting level.' },
          { id: 'l-gap-analysis', title: 'Finding the Gaps by Business Function', duration: '15 min', description: 'Compare current AI use with potential across sales, marketing, operations, finance, service and HR.' },
          { id: 'l-competitive-landscape', title: 'What Competitors Are Doing with AI', duration: '12 min', description: 'Research how similar businesses use AI and find where you can stand out instead of copying.' },
          { id: 'l-readiness', title: 'Data, Skills and Budget Readiness', duration: '12 min', description: 'Check whether your data, people and cash can support the projects you have in mind.' },
        ],
      },
      {
        id: 'm2-choosing-opportunities',
        title: 'Choosing Opportunities',
        lessons: [
          { id: 'l-long-list', title: 'Building the Long List', duration: '14 min', description: 'Collect AI opportunities from staff, customers and your gap analysis without filtering too early.' },
          { id: 'l-impact-effort', title: 'Rating Impact and Effort', duration: '15 min', description: 'Score each opportunity consistently so decisions rest on evidence rather than enthusiasm.' },
          { id: 'l-quick-wins-big-bets', title: 'Quick Wins and Big Bets', duration: '14 min', description: 'Balance fast, cheap improvements with a few larger projects that change how you compete.' },
          { id: 'l-build-buy-partner', title: 'Build, Buy or Partner', duration: '15 min', description: 'Decide when an off-the-shelf tool is enough, when to customize and when to bring in a specialist.' },
        ],
      },
      {
        id: 'm3-roadmap',
        title: 'The 12-Month Roadmap',
        lessons: [
          { id: 'l-roadmap-phases', title: 'Sequencing in 90-Day Phases', duration: '16 min', description: 'Order your projects into quarterly phases that build the skills and data each next step needs.' },
          { id: 'l-budget', title: 'Budgeting for Tools, Time and Training', duration: '14 min', description: 'Estimate full costs, including staff time and training, and set a spending limit for each phase.' },
          { id: 'l-vendors', title: 'Choosing and Managing Vendors', duration: '14 min', description: 'Run a fair vendor comparison, negotiate sensible terms and avoid lock-in.' },
          { id: 'l-risk-register', title: 'Risk Register and Guardrails', duration: '14 min', description: 'List what could go wrong with each project and the controls that keep it in check.' },
        ],
      },
      {
        id: 'm4-executing',
        title: 'Executing the Blueprint',
        lessons: [
          { id: 'l-owners-kpis', title: 'Owners, KPIs and Milestones', duration: '15 min', description: 'Give every project a named owner, a measurable target and dated checkpoints.' },
          { id: 'l-pilot-design', title: 'Designing a Pilot That Proves Something', duration: '16 min', description: 'Scope a four-to-six-week pilot with a baseline, success criteria and a clear go or no-go decision.' },
          { id: 'l-review-cadence', title: 'Quarterly Strategy Reviews', duration: '14 min', description: 'Run a quarterly review that updates the roadmap based on results rather than hopes.' },
          { id: 'l-one-page-strategy', title: 'Your One-Page AI Strategy', duration: '25 min', description: 'Bring your assessment, priorities, roadmap and KPIs together on a single page to share with your team.' },
        ],
      },
    ],
  },
};

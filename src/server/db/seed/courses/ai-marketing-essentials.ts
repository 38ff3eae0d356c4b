import type { SeedCourse } from '../seed-course';

export const aiMarketingEssentials: SeedCourse = {
  slug: 'ai-marketing-essentials',
  title: 'AI Marketing Essentials',
  description:
    'Plan a month of posts, emails and ads in an afternoon without losing your brand voice. Practical AI routines for owners who do their own marketing on a small budget.',
  level: 'Beginner',
  duration: '2 hours',
  thumbnailUrl: '/images/courses/ai-marketing-essentials.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-marketing-basics',
        title: 'Marketing with AI: The Basics',
        lessons: [
          { id: 'l-where-ai-fits', title: 'Where AI Fits in a Small Marketing Budget', duration: '6 min', description: 'Identify the marketing jobs AI speeds up most when you have a few hours a week and no agency.' },
          { id: 'l-brand-voice', title: 'Teaching AI Your Brand Voice', duration: '10 min', description: 'Create a one-page voice guide from your best existing copy and load it into your assistant.' },
          { id: 'l-customer-personas', title: 'Customer Personas from Real Data', duration: '10 min', description: 'Turn reviews, enquiries and sales notes into two or three personas that guide every message.' },
        ],
      },
      {
        id: 'm2-content',
        title: 'Content That Gets Made',
        lessons: [
          { id: 'l-content-calendar', title: 'A Month of Content in One Afternoon', duration: '10 min', description: 'Plan four weeks of themes, posts and emails around your seasonal peaks and offers.' },
          { id: 'l-social-posts', title: 'Social Posts for Each Platform', duration: '10 min', description: 'Adapt one idea into posts sized and toned for Instagram, Facebook, LinkedIn and Google Business Profile.' },
          { id: 'l-email-newsletters', title: 'Email Newsletters People Open', duration: '10 min', description: 'Draft subject lines, short newsletters and offers that bring past customers back.' },
          { id: 'l-visuals', title: 'Images and Graphics with AI Tools', duration: '8 min', description: 'Use Canva and image generators for on-brand graphics, and know when a real photo works better.' },
        ],
      },
      {
        id: 'm3-getting-found',
        title: 'Getting Found',
        lessons: [
          { id: 'l-local-seo', title: 'Local SEO and Your Google Business Profile', duration: '10 min', description: 'Write service pages, profile descriptions and posts that help nearby customers find you.' },
          { id: 'l-website-copy', title: 'Website Copy That Converts', duration: '10 min', description: 'Rewrite your home and service pages around customer problems, proof and one clear next step.' },
          { id: 'l-reviews', title: 'Asking for and Answering Reviews', duration: '8 min', description: 'Set up review requests and reply to every review, good or bad, quickly and in your own voice.' },
        ],
      },
      {
        id: 'm4-measure-improve',
        title: 'Measure and Improve',
        lessons: [
          { id: 'l-ad-copy-testing', title: 'Testing Ad Copy on a Small Budget', duration: '10 min', description: 'Generate ad variations, run simple A/B tests and stop spending on the losers early.' },
          { id: 'l-reading-results', title: 'Reading Your Marketing Numbers with AI', duration: '10 min', description: 'Paste exports from Meta, Google and your email tool and get a plain-English summary of what worked.' },
          { id: 'l-marketing-routine', title: 'A Weekly One-Hour Marketing Routine', duration: '8 min', description: 'Combine everything into a repeatable weekly hour that keeps your marketing consistent.' },
        ],
      },
    ],
  },
};

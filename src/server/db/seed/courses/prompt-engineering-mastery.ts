import type { SeedCourse } from '../seed-course';

export const promptEngineeringMastery: SeedCourse = {
  slug: 'prompt-engineering-mastery',
  title: 'Prompt Engineering Mastery',
  description:
    'Get useful answers from ChatGPT, Claude and Gemini on the first try. Learn prompt structures, examples and checks, then build a prompt library your whole team can reuse.',
  level: 'Beginner',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/prompt-engineering-mastery.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-prompt-foundations',
        title: 'Prompt Foundations',
        lessons: [
          { id: 'l-why-prompts-fail', title: 'Why Most Prompts Get Generic Answers', duration: '10 min', description: 'See the three gaps (missing context, vague goals and no format) that turn a capable assistant into a bland one.' },
          { id: 'l-anatomy-of-a-prompt', title: 'The Anatomy of a Good Prompt', duration: '12 min', description: 'Break every request into role, task, context and format, and practice on a real customer email.' },
          { id: 'l-context-without-oversharing', title: 'Giving Context Without Oversharing', duration: '10 min', description: 'Decide what background the assistant needs and which customer or financial details should stay out.' },
          { id: 'l-iterate', title: 'Iterating: The Second Prompt Matters Most', duration: '10 min', description: 'Use short follow-up instructions to steer a draft instead of starting over from scratch.' },
        ],
      },
      {
        id: 'm2-techniques',
        title: 'Techniques That Work',
        lessons: [
          { id: 'l-examples', title: "Show, Don't Tell: Prompting with Examples", duration: '12 min', description: 'Paste two or three samples of good work so the assistant copies your structure and tone.' },
          { id: 'l-step-by-step', title: 'Asking for Reasoning Step by Step', duration: '10 min', description: 'Get more reliable answers to pricing, scheduling and comparison questions by asking the assistant to work in steps.' },
          { id: 'l-constraints-and-format', title: 'Constraints, Tone and Output Formats', duration: '12 min', description: 'Ask for tables, bullet lists, word limits and reading levels so output drops straight into your documents.' },
          { id: 'l-roles-and-audiences', title: 'Using Roles and Audiences', duration: '10 min', description: 'Set who the assistant acts as and who it writes for to change depth, vocabulary and emphasis.' },
        ],
      },
      {
        id: 'm3-business-prompts',
        title: 'Prompts for Everyday Business Work',
        lessons: [
          { id: 'l-writing-prompts', title: 'Writing and Editing: Emails, Posts and Proposals', duration: '12 min', description: "Ready-to-adapt prompts for the writing tasks that fill a typical owner's week." },
          { id: 'l-analysis-prompts', title: 'Summarizing Reports and Spreadsheets', duration: '12 min', description: 'Turn long documents, supplier quotes and spreadsheet exports into short summaries and comparisons you can act on.' },
          { id: 'l-planning-prompts', title: 'Planning: Agendas, Schedules and Checklists', duration: '10 min', description: 'Build meeting agendas, staff schedules and step-by-step checklists from rough notes.' },
          { id: 'l-customer-prompts', title: 'Customer Replies That Still Sound Like You', duration: '10 min', description: 'Draft complaint responses, follow-ups and thank-you notes that stay personal and on-brand.' },
        ],
      },
      {
        id: 'm4-prompt-systems',
        title: 'From Prompts to Systems',
        lessons: [
          { id: 'l-prompt-library', title: 'Building a Team Prompt Library', duration: '12 min', description: 'Collect the prompts that work into a shared document so everyone gets consistent results.' },
          { id: 'l-templates-variables', title: 'Reusable Templates with Fill-in Variables', duration: '12 min', description: 'Write prompt templates with placeholders for customer, product and deadline that anyone on the team can complete.' },
          { id: 'l-checking-output', title: 'Fact-Checking and Quality Control', duration: '12 min', description: 'A five-point check of names, numbers, claims, tone and promises before anything AI-written goes out.' },
          { id: 'l-custom-assistants', title: 'Custom Assistants and Saved Instructions', duration: '14 min', description: 'Set up custom GPTs, Claude Projects or Gemini Gems that remember your business details and house style.' },
        ],
      },
    ],
  },
};

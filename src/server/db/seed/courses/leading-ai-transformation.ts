import type { SeedCourse } from '../seed-course';

export const leadingAiTransformation: SeedCourse = {
  slug: 'leading-ai-transformation',
  title: 'Leading AI Transformation',
  description:
    'Bring your team along instead of leaving them behind. Address fears, train every role, rework processes and keep AI adoption going long after the launch meeting.',
  level: 'Advanced',
  duration: '4 hours',
  thumbnailUrl: '/images/courses/leading-ai-transformation.svg',
  requiredPlan: 'elite',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-leaders-role',
        title: "The Leader's Role",
        lessons: [
          { id: 'l-why-rollouts-stall', title: 'Why AI Rollouts Stall', duration: '14 min', description: 'The common reasons small-business AI projects fade after launch, and how leaders prevent them.' },
          { id: 'l-your-vision', title: 'Setting a Clear, Honest Vision', duration: '14 min', description: "Explain why you're adopting AI, what will change and what won't, in terms your team cares about." },
          { id: 'l-leading-by-example', title: 'Leading by Example', duration: '12 min', description: 'Use AI visibly in your own work so your team sees a practical tool rather than a threat.' },
        ],
      },
      {
        id: 'm2-bringing-team',
        title: 'Bringing Your Team with You',
        lessons: [
          { id: 'l-job-fears', title: 'Addressing Job-Security Fears Directly', duration: '15 min', description: 'Have honest conversations about roles and make only the commitments you can keep.' },
          { id: 'l-champions', title: 'Finding and Backing AI Champions', duration: '14 min', description: 'Identify the curious people on your team and give them time and recognition to help others.' },
          { id: 'l-skills-plan', title: 'A Practical Skills Plan for Every Role', duration: '16 min', description: 'Map the AI skills each role needs and the quickest way to build them.' },
          { id: 'l-training-that-sticks', title: 'Training That Sticks', duration: '15 min', description: 'Replace one-off workshops with short, task-based practice on real work.' },
        ],
      },
      {
        id: 'm3-changing-work',
        title: 'Changing How Work Gets Done',
        lessons: [
          { id: 'l-redesign-roles', title: 'Redesigning Roles and Responsibilities', duration: '16 min', description: 'Decide what people do with reclaimed time and update job descriptions to match.' },
          { id: 'l-process-change', title: 'Rolling Out New Processes', duration: '15 min', description: 'Introduce AI-assisted processes in stages, with clear checklists and support.' },
          { id: 'l-ai-use-policy', title: 'Writing Your AI Use Policy', duration: '15 min', description: 'Set clear rules on approved tools, data handling and human review that staff can follow without a lawyer.' },
          { id: 'l-communication-plan', title: 'A Communication Plan for the Rollout', duration: '14 min', description: "Plan what you'll say, to whom and when, from the first announcement to monthly updates." },
        ],
      },
      {
        id: 'm4-sustaining',
        title: 'Sustaining Momentum',
        lessons: [
          { id: 'l-measuring-adoption', title: 'Measuring Adoption, Not Just Logins', duration: '15 min', description: 'Track whether AI is changing how work gets done, not just whether accounts are active.' },
          { id: 'l-sharing-wins', title: 'Sharing Wins and Lessons', duration: '12 min', description: 'Make success stories and honest failures part of team meetings so learning spreads.' },
          { id: 'l-resistance', title: 'Handling Resistance and Setbacks', duration: '15 min', description: 'Respond to pushback and failed experiments in ways that keep trust and momentum.' },
          { id: 'l-improvement-culture', title: 'Building a Habit of Continuous Improvement', duration: '14 min', description: 'Turn AI adoption into an ongoing habit of questioning and improving how work is done.' },
          { id: 'l-transformation-plan', title: 'Your Six-Month Transformation Plan', duration: '24 min', description: 'Build a month-by-month plan covering people, processes, tools and communication.' },
        ],
      },
    ],
  },
};

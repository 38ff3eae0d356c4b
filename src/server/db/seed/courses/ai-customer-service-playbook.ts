import type { SeedCourse } from '../seed-course';

export const aiCustomerServicePlaybook: SeedCourse = {
  slug: 'ai-customer-service-playbook',
  title: 'AI Customer Service Playbook',
  description:
    'Answer customers faster without losing the personal touch. Build an FAQ, set up a chatbot and AI-drafted replies, and know exactly when a person should step in.',
  level: 'Intermediate',
  duration: '3 hours',
  thumbnailUrl: '/images/courses/ai-customer-service-playbook.svg',
  requiredPlan: 'pro',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-service-foundations',
        title: 'Service Foundations',
        lessons: [
          { id: 'l-where-ai-helps', title: 'Where AI Helps Customers, and Where It Annoys Them', duration: '12 min', description: 'Learn which service moments suit instant AI answers and which need a person from the first message.' },
          { id: 'l-top-questions', title: 'Mapping Your Top 20 Customer Questions', duration: '12 min', description: 'Pull a month of emails, calls and messages together to find the questions that take most of your time.' },
          { id: 'l-service-standards', title: 'Setting Response Standards', duration: '10 min', description: 'Define response times, tone and escalation rules before any tool goes live.' },
        ],
      },
      {
        id: 'm2-knowledge-base',
        title: 'Building the Knowledge Base',
        lessons: [
          { id: 'l-faq-from-inbox', title: 'Turning Your Inbox into an FAQ', duration: '14 min', description: 'Use AI to group past questions and draft clear, accurate answers in your voice.' },
          { id: 'l-help-articles', title: 'Writing Help Articles with AI', duration: '12 min', description: 'Produce short how-to articles on delivery, returns, bookings and billing that customers can find themselves.' },
          { id: 'l-keeping-current', title: 'Keeping Answers Current', duration: '10 min', description: 'Set a simple routine so prices, policies and opening hours stay correct everywhere AI uses them.' },
        ],
      },
      {
        id: 'm3-chat-and-email',
        title: 'Chatbots and Email Assistants',
        lessons: [
          { id: 'l-choosing-chatbot', title: 'Choosing a Website Chatbot', duration: '14 min', description: 'Compare chatbot options by cost, setup effort and how well they stick to your approved answers.' },
          { id: 'l-chatbot-setup', title: 'Setting Up Your First Chatbot', duration: '16 min', description: "Load your knowledge base, write the bot's instructions and test it against your 20 real questions." },
          { id: 'l-email-drafts', title: 'AI-Drafted Email Replies with Human Review', duration: '14 min', description: 'Let AI draft replies in your help desk or inbox while a person approves each one before it is sent.' },
          { id: 'l-handoff', title: 'Clean Handoffs to a Person', duration: '12 min', description: 'Design the moment a chatbot passes a conversation to staff so customers never have to repeat themselves.' },
        ],
      },
      {
        id: 'm4-quality',
        title: 'Quality and Improvement',
        lessons: [
          { id: 'l-tone-empathy', title: 'Tone, Empathy and Difficult Customers', duration: '12 min', description: 'Use AI to calm tense exchanges and rewrite replies that sound defensive.' },
          { id: 'l-complaints-refunds', title: 'Handling Complaints and Refunds', duration: '12 min', description: 'Set clear rules for what AI can offer, what needs approval and how to turn complaints into fixes.' },
          { id: 'l-service-metrics', title: 'Measuring Satisfaction and Resolution Time', duration: '14 min', description: 'Track first-response time, resolution rate and satisfaction scores before and after AI.' },
          { id: 'l-weekly-review', title: 'The Weekly Conversation Review', duration: '16 min', description: 'Review a sample of AI conversations each week to catch errors, fill gaps and improve answers.' },
        ],
      },
    ],
  },
};

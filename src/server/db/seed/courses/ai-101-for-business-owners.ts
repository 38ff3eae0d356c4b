import type { SeedCourse } from '../seed-course';

/* Lesson bodies are markdown; they start at column 0 so headings and the tool directive parse. */

const aiInPlainEnglish = `## What people mean by "AI" today

When most people say AI, they mean **generative AI**: tools such as ChatGPT, Claude, Gemini and Microsoft Copilot that read and write text, and increasingly images and audio. They learned from huge amounts of written material and predict, word by word, what a useful reply looks like.

That is both their strength and their limit. They are very good with language (drafting, summarizing, rewording, organizing) and they know nothing about your business until you tell them.

## Three kinds of AI you'll meet

| Type | What it does | Everyday example |
| --- | --- | --- |
| Generative AI | Writes and edits text, images and audio | Drafting a reply to a quote request |
| Predictive AI | Spots patterns in numbers | Forecasting next month's orders |
| Automation with AI steps | Moves information between apps, with AI sorting or writing along the way | Routing incoming enquiries by topic |

## A helpful way to think about it

Treat an AI assistant like a fast, well-read new hire on their first day:

- It works quickly and never tires of rewrites.
- It needs clear instructions and context about your customers.
- It sometimes sounds confident while being wrong, so you check its work.
- It gives better results the more specific you are.

## Try this now

Open any free chat assistant and type:

> I run a [type of business] with [number] staff. List ten tasks in a typical week where a writing assistant could save me time.

Keep the list. You will use it again in Module 3.
`;

const whatAiDoesWell = `## Where AI earns its keep

- **First drafts:** emails, job ads, product descriptions, policies
- **Summaries:** long documents, meeting notes, a month of customer reviews
- **Rewording:** friendlier, shorter or clearer text for a particular reader
- **Brainstorming:** names, offers, headlines, objections to prepare for
- **Structuring:** turning messy notes into checklists, tables and plans

## Where it lets you down

- **Facts and figures.** It can invent statistics, prices, laws or sources. This is called a *hallucination*.
- **Recent events.** Unless the tool searches the web, its knowledge stops at a training date.
- **Your specifics.** It doesn't know your prices, stock or policies until you paste them in.
- **Large calculations.** Better tools run real calculations, but always spot-check totals.
- **Judgment calls.** Hiring, pricing strategy, legal positions: AI can inform, but you decide.

## The 80/20 rule of AI output

On language tasks, expect AI to get you most of the way in a fraction of the time. The last stretch (accuracy, tone, local knowledge) is your job. That split is still a big win: a 30-minute email becomes a 5-minute edit.

## A quick test for any task

Ask three questions before handing a task to AI:

1. Is it mostly about words or patterns, rather than physical work or relationships?
2. Could I check the result quickly?
3. Would a mistake be cheap to fix?

**Three yeses:** try AI now. **One or two:** let AI assist, and review closely. **None:** keep it human for now.
`;

const fiveMyths = `## Myth 1: "AI is only for big companies"

The most useful tools cost between nothing and about $30 per user per month. A sole trader gets the same assistant a bank does.

## Myth 2: "I need technical skills"

If you can write a clear email, you can use a chat assistant. Describing the job well matters far more than code.

## Myth 3: "AI will replace my staff"

In small businesses, AI mostly removes the tasks people dislike (retyping, first drafts, chasing) so your team spends more time with customers.

## Myth 4: "If it sounds confident, it's correct"

Tone is not evidence. Check facts, numbers and anything legal, financial or medical.

## Myth 5: "I should wait until it settles down"

The tools will keep improving, but the core skills (describing a task, giving context, checking output) carry over from one tool to the next. Waiting just means competitors learn first.

## What each myth costs you

| Myth | Cost of believing it | Better move |
| --- | --- | --- |
| Only for big companies | You never try a $20 tool that saves hours | Start with a free plan this week |
| Needs technical skills | You delegate learning and lose control | Spend 15 minutes a day practicing |
| Replaces staff | Your team resists and hides good ideas | Frame AI as removing chores |
| Confident means correct | Errors reach customers | Check every fact before sending |
| Wait and see | Competitors answer faster and cheaper | Learn on low-risk tasks now |

## Check your understanding

Take the short quiz below before moving on to Module 2.
`;

const chatAssistants = `## The main assistants

| Assistant | Strengths | Works best with |
| --- | --- | --- |
| ChatGPT (OpenAI) | All-rounder: writing, images, voice, file analysis | Any setup |
| Claude (Anthropic) | Long documents, careful writing, nuanced tone | Any setup |
| Gemini (Google) | Built into Gmail, Docs and Sheets | Google Workspace |
| Copilot (Microsoft) | Built into Outlook, Word and Excel | Microsoft 365 |

All four offer a free tier; individual paid plans are typically around $20 a month, and business plans cost more per user. Prices change often, so check before you buy.

## Free or paid?

Start free. Upgrade when one of these happens:

- You use it daily and keep hitting message limits.
- You need to upload longer files or spreadsheets.
- You want business terms that keep your data out of model training (team and business plans usually offer this).

## Set up in 10 minutes

1. Create an account with your business email.
2. In settings, find the data controls and switch off model training on your chats if offered.
3. Add custom instructions: who you are, what your business does, your preferred tone.
4. Keep a "Business basics" note with your services, prices and policies to paste in when needed.

## Which one should you pick?

If your business runs on Google Workspace, try Gemini first; on Microsoft 365, try Copilot. Otherwise, give ChatGPT and Claude the same three real tasks for a week and keep the one whose answers you edit least.
`;

const aiInsideYourTools = `## Look before you buy

Many owners pay for AI features they never switch on. Before adding a new subscription, check what you already have.

| Tool category | Examples | AI features to look for |
| --- | --- | --- |
| Email and documents | Gmail, Outlook, Google Docs, Word | Draft replies, summarize threads, rewrite |
| Accounting | QuickBooks, Xero | Categorize transactions, flag odd entries, cash-flow views |
| Website and shop | Squarespace, Wix, Shopify | Product descriptions, page drafts, SEO text |
| Design | Canva | Image generation, background removal, resizing |
| CRM and email marketing | HubSpot, Mailchimp | Subject lines, send-time suggestions, contact summaries |
| Meetings | Zoom, Teams, Google Meet | Transcripts, summaries, action items |

## A 15-minute feature audit

1. List every software subscription on your card statement.
2. For each one, search the vendor's help pages for "AI features".
3. Note which are included, which cost extra and which are switched off by default.
4. Pick one included feature and try it on a real task this week.

## Watch the add-on creep

AI add-ons priced at "only $10 per user" add up quickly. For a five-person team, three such add-ons cost $1,800 a year. Keep a simple list:

- What you pay for each tool, per month
- Who actually uses it
- What it saves, in hours or dollars

Anything nobody can name a saving for after 60 days is a candidate to cancel.
`;

const choosingATool = `## Start from the task, not the tool

Write the job down first, for example: *"Draft replies to quote requests within an hour of them arriving."* Then look for tools that do that job. Starting from a tool's feature list is how businesses end up paying for software nobody uses.

## Five questions to ask any AI tool

1. Does it do my specific task well on a real example from my business?
2. Where does my data go, and is it used to train models?
3. What does it cost per month for my whole team, including add-ons?
4. Does it connect to the tools I already use?
5. How easily can I leave, and can I export my data?

## A simple scorecard

Score each tool from 1 to 5 on every row, multiply by the weight and add up.

| Criterion | Weight | Tool A | Tool B |
| --- | --- | --- | --- |
| Quality on my real task | 40% | | |
| Data and privacy terms | 20% | | |
| Cost for my team | 20% | | |
| Fits my existing tools | 10% | | |
| Easy for staff to use | 10% | | |

## Run a one-week trial

- Use real, non-sensitive tasks rather than the vendor's demo prompts.
- Time each task with and without the tool.
- Ask whoever will use it daily for their verdict.
- Decide on day seven, and cancel trials you won't keep before they renew.
`;

const firstPrompt = `## The four-part prompt

Most weak answers come from vague requests. Give the assistant four things:

| Part | Question it answers | Example |
| --- | --- | --- |
| Role | Who should it act as? | "You are the office manager of a family plumbing firm." |
| Task | What exactly should it do? | "Reply to this customer asking for a quote." |
| Context | What does it need to know? | "Our call-out fee is $95; the earliest visit is Thursday." |
| Format | What should the result look like? | "Under 120 words, warm, end with a question." |

## Before and after

**Vague:** "Write an email to a customer about a quote."

**Specific:** "You are the office manager of a family plumbing firm. Reply to the customer email below, who wants a quote to replace a water heater. Our call-out fee is $95, waived if they go ahead, and our earliest visit is Thursday morning. Keep it under 120 words, warm but professional, and end by asking which time suits them."

The second version takes 40 seconds longer to write and saves several rounds of edits.

## Then talk back

Your first prompt is a starting point, not a final order. Follow up with short instructions:

- "Make it shorter and less formal."
- "Give me three subject lines."
- "What might this customer object to?"

## Practice

Pick one task from the list you made in Lesson 1 and write a four-part prompt for it. When a prompt works well, save it in a document called "Prompts that work" so you never write it from scratch again.
`;

const emailsAndWriteups = `## Writing tasks that pay off fastest

- Replies to common enquiries
- Cover notes for quotes and proposals
- Job ads and role descriptions
- Policies: returns, cancellations, staff handbook sections
- Product and service descriptions for your website

## The draft, edit, send routine

1. **Paste the source.** The customer's email, your notes or a few bullet points.
2. **Ask for a draft** using the four-part prompt.
3. **Edit for truth.** Check every price, date, name and promise.
4. **Edit for voice.** Swap any phrase you would never say.
5. **Send and save.** If the prompt worked well, add it to your "Prompts that work" document.

## Make it sound like you

Paste two or three emails you wrote and are proud of, then add: *"Match the tone and sentence length of these examples."* Do this once, save the result in your custom instructions, and most drafts will need fewer edits.

## What not to hand over

| Keep it human | Why |
| --- | --- |
| Apologies for serious mistakes | Customers can tell, and sincerity matters |
| Anything with legal weight | Contracts and disputes need professional review |
| Messages about someone's job | Respect requires your own words |

## Time check

This week, time five routine messages written the old way and five written with AI. Write both numbers down: you will use them in Module 4 to work out what AI is worth to you.
`;

const spottingOpportunities = `## The task inventory

For one week, jot down every recurring task that takes more than 15 minutes. Note who does it, how often and how long it takes. A shared spreadsheet or a notebook by the till both work.

## Sort into three buckets

| Bucket | Signs | Examples |
| --- | --- | --- |
| Automate with AI | Repetitive, rule-based, cheap to fix if wrong | Sorting enquiries, logging receipts, meeting summaries |
| AI assists a person | Needs judgment but starts from a draft | Quotes, social posts, job ads |
| Keep it human | Relationships, high stakes or hands-on work | Difficult conversations, final pricing, site visits |

## Score your candidates

For each "automate" or "assist" task, score 1 to 5 on:

- **Time:** how many hours a month it takes now (5 = a lot)
- **Ease:** how simple it is to describe and check (5 = very simple)
- **Risk:** how cheap a mistake would be (5 = very cheap)

Add the three scores. Anything at **12 or above** is a strong first candidate.

## Common first wins for small businesses

- Answering the same five customer questions
- Turning voice notes into job reports
- Writing weekly social posts from photos of recent work
- Comparing supplier quotes side by side
- Summarizing a month of online reviews into three things to fix

Pick your top three. They become the core of your 30-day plan at the end of this course.
`;

const keepingDataSafe = `## The golden rule

Don't paste anything into an AI tool that you wouldn't want to see in an email sent to the wrong person, unless you have checked the tool's data terms.

## What to keep out of consumer AI tools

- Card numbers, bank details and passwords
- Health information, or anything about staff discipline
- Full customer lists with names, addresses and phone numbers
- Confidential contracts or anything under a non-disclosure agreement

## Safer habits

1. **Anonymize.** Replace names with "Customer A" and remove addresses before pasting.
2. **Use business plans** where the provider commits not to train on your data.
3. **Switch off training** in personal accounts used for work.
4. **Know the law that applies to you**, such as GDPR in the UK and EU or state privacy laws in the US.

## Personal versus business plans

| | Free and personal plans | Business and team plans |
| --- | --- | --- |
| Chats used for training | Often on by default, usually can be switched off | Usually off |
| Admin controls | None | User management, audit logs |
| Contract terms | Consumer terms | Business agreement, data processing terms |

Terms vary and change, so read the current data policy of the tool you choose.

## A one-paragraph AI policy

Even a one-person business benefits from writing it down:

> We use [tools] for drafting and summarizing. We never enter payment details, health data or full customer records. A person checks every customer-facing message before it is sent.

Share it with anyone who helps you, including contractors.
`;

const measuringThePayoff = `## Why measure at all?

Without numbers, an AI tool becomes one more subscription you're unsure about. A five-minute calculation tells you whether to keep it, expand it or cancel it.

## The five numbers you need

| Input | How to find it |
| --- | --- |
| Hours saved per week | Time the task before and after for one week |
| Loaded hourly cost | Wage plus taxes and benefits, or the value of your own hour |
| Tool cost per month | The subscription for every user, including add-ons |
| One-off setup cost | Time spent setting up, plus any outside help |
| Months to ramp up | How long until you reach full savings, usually 1 to 3 |

## A worked example

A bookkeeper saves 3 hours a week drafting client emails. Her loaded cost is $40 an hour, so that is about $520 a month (3 × $40 × 4.33 weeks). The tool costs $30 a month and setup took 5 hours, or $200. Even at half the savings in the first month, it pays back its setup cost within four weeks.

## Try it with your numbers

Use the calculator below with one task from your shortlist. Use the times you recorded in Module 3.

::tool{id="roi-calculator"}

## Reading the result

- **Payback under 3 months:** keep it and look for a second use.
- **3 to 12 months:** worth it if the savings are reliable; check again next quarter.
- **Over 12 months, or negative:** rethink the task, the tool or both.
`;

const thirtyDayPlan = `## Week by week

| Week | Focus | Done when |
| --- | --- | --- |
| 1 | Set up one chat assistant and your custom instructions | You have used it on five real tasks |
| 2 | Your first win: the top task on your shortlist | You have a saved prompt that works |
| 3 | Your second and third wins | Each has a before-and-after time |
| 4 | Review and decide | You have run the ROI numbers and chosen what to keep |

## A daily 15-minute habit

- Pick one task you would normally do by hand.
- Try it with AI first.
- Note the time saved and anything that went wrong.

## Bring your team in

- Show one win at a team meeting, with the prompt you used.
- Ask each person to name one task they would like help with.
- Share your one-paragraph AI policy.

## Day 30 review

Answer three questions in writing:

1. Which task saved the most time?
2. Where did AI get something wrong, and how did you catch it?
3. What is the next task to try?

## Where to go next

If writing prompts was your bottleneck, take **Prompt Engineering Mastery**. If your shortlist was full of copying information between apps, **Automate Your Business with AI** is the next step.

Finish with the final check below to complete the course.
`;

export const ai101ForBusinessOwners: SeedCourse = {
  slug: 'ai-101-for-business-owners',
  title: 'AI 101 for Business Owners',
  description:
    "Learn what AI can and can't do for a small business, try the main tools safely, and leave with a 30-day plan for your first three wins. No technical background needed.",
  level: 'Beginner',
  duration: '2 hours',
  thumbnailUrl: '/images/courses/ai-101-for-business-owners.svg',
  requiredPlan: 'free',
  published: true,
  curriculum: {
    modules: [
      {
        id: 'm1-what-ai-is',
        title: "What AI Really Is (and Isn't)",
        lessons: [
          {
            id: 'l-ai-in-plain-english',
            title: 'AI in Plain English',
            duration: '10 min',
            description: "What today's AI tools actually do, explained without jargon and with examples from small businesses.",
            content: aiInPlainEnglish,
          },
          {
            id: 'l-what-ai-does-well',
            title: 'What AI Does Well, and Where It Fails',
            duration: '12 min',
            description: 'The jobs AI handles well, the mistakes it makes, and a three-question test for any task.',
            content: whatAiDoesWell,
          },
          {
            id: 'l-five-myths',
            title: 'Five Myths That Cost Owners Money',
            duration: '8 min',
            description: 'Clear up the misconceptions that keep owners from starting, or make them trust AI too much.',
            content: fiveMyths,
            quiz: {
              id: 'q-ai-basics',
              title: 'AI Basics Check',
              description: 'Four quick questions on what AI is and where it fits in your business.',
              passing_score: 70,
              questions: [
                {
                  id: 'q-basics-knows-prices',
                  type: 'true-false',
                  question: 'A chat assistant knows your prices and policies without you telling it.',
                  correct_answer: false,
                  explanation:
                    'It only knows what it learned in training and what you give it in the conversation. Paste in your details or store them in custom instructions.',
                },
                {
                  id: 'q-basics-first-task',
                  type: 'multiple-choice',
                  question: 'Which task is the best first candidate for AI?',
                  options: [
                    'Deciding whether to let an employee go',
                    'Drafting a reply to a common customer question',
                    "Setting next year's prices without reviewing the numbers",
                    'Signing off a supplier contract',
                  ],
                  correct_answer: 1,
                  explanation:
                    'A common reply is mostly about words, quick to check and cheap to fix if wrong: the three signs of a good first task.',
                },
                {
                  id: 'q-basics-weak-spots',
                  type: 'multiple-select',
                  question: 'Which of these are known weak spots of generative AI? Select all that apply.',
                  options: [
                    'Inventing facts or statistics',
                    'Rewording text for a different reader',
                    'Knowing about very recent events without web search',
                    'Summarizing a long document',
                  ],
                  correct_answers: [0, 2],
                  explanation:
                    'AI can state invented facts confidently and its knowledge stops at a training date. Rewording and summarizing are among its strengths.',
                },
                {
                  id: 'q-basics-skills-transfer',
                  type: 'true-false',
                  question: 'The skills you learn on one AI assistant mostly carry over to others.',
                  correct_answer: true,
                  explanation:
                    'Describing a task clearly, giving context and checking the output work the same way in ChatGPT, Claude, Gemini or Copilot.',
                },
              ],
            },
          },
        ],
      },
      {
        id: 'm2-tools',
        title: 'The Tools Worth Knowing',
        lessons: [
          {
            id: 'l-chat-assistants',
            title: 'Chat Assistants: ChatGPT, Claude, Gemini and Copilot',
            duration: '10 min',
            description: 'Compare the main assistants, decide between free and paid plans, and set one up in ten minutes.',
            content: chatAssistants,
          },
          {
            id: 'l-ai-in-your-tools',
            title: 'AI Already Inside the Tools You Pay For',
            duration: '8 min',
            description: 'Find the AI features hiding in your email, accounting, website and design software before buying anything new.',
            content: aiInsideYourTools,
          },
          {
            id: 'l-choosing-a-tool',
            title: 'Choosing a Tool Without the Guesswork',
            duration: '10 min',
            description: 'Use five questions, a weighted scorecard and a one-week trial to pick tools with confidence.',
            content: choosingATool,
          },
        ],
      },
      {
        id: 'm3-first-wins',
        title: 'Your First Wins',
        lessons: [
          {
            id: 'l-first-prompt',
            title: 'Writing Your First Useful Prompt',
            duration: '12 min',
            description: 'Use the four-part prompt of role, task, context and format to get answers you can actually use.',
            content: firstPrompt,
          },
          {
            id: 'l-emails-and-writeups',
            title: 'Emails, Quotes and Write-ups in Minutes',
            duration: '10 min',
            description: 'A draft, edit, send routine for everyday writing that keeps your voice and your facts straight.',
            content: emailsAndWriteups,
          },
          {
            id: 'l-spotting-opportunities',
            title: 'Spotting Tasks Worth Handing to AI',
            duration: '10 min',
            description: 'Inventory your week, sort tasks into three buckets and score them to find your best first wins.',
            content: spottingOpportunities,
          },
        ],
      },
      {
        id: 'm4-safe-use-and-plan',
        title: 'Safe Use and Your 30-Day Plan',
        lessons: [
          {
            id: 'l-keeping-data-safe',
            title: 'Keeping Customer Data Safe',
            duration: '10 min',
            description: 'What never to paste into an AI tool, the habits that protect customers, and a one-paragraph AI policy.',
            content: keepingDataSafe,
          },
          {
            id: 'l-measuring-the-payoff',
            title: 'Measuring the Payoff',
            duration: '10 min',
            description: 'Work out the return on an AI tool from five numbers, using the ROI calculator with your own figures.',
            content: measuringThePayoff,
          },
          {
            id: 'l-30-day-plan',
            title: 'Your 30-Day AI Action Plan',
            duration: '10 min',
            description: 'Turn what you have learned into a week-by-week plan, a daily habit and a day-30 review.',
            content: thirtyDayPlan,
            quiz: {
              id: 'q-ai-101-final',
              title: 'AI 101 Final Check',
              description: 'Four questions covering prompts, data safety, choosing tasks and measuring the payoff.',
              passing_score: 70,
              questions: [
                {
                  id: 'q-final-prompt-parts',
                  type: 'multiple-choice',
                  question: 'What are the four parts of a strong prompt covered in this course?',
                  options: [
                    'Role, task, context and format',
                    'Greeting, question, thanks and signature',
                    'Topic, keywords, length and deadline',
                    'Tool, model, plan and price',
                  ],
                  correct_answer: 0,
                  explanation:
                    'Saying who the assistant should be, what to do, what it needs to know and what the result should look like removes most vague answers.',
                },
                {
                  id: 'q-final-keep-out',
                  type: 'multiple-select',
                  question:
                    'Which of these should stay out of a consumer AI tool unless you have checked its data terms? Select all that apply.',
                  options: [
                    'Customer card numbers',
                    'A draft post announcing your holiday opening hours',
                    'A full customer list with phone numbers',
                    'Staff health information',
                  ],
                  correct_answers: [0, 2, 3],
                  explanation:
                    'Payment details, full customer records and health data are sensitive. A public announcement contains nothing private.',
                },
                {
                  id: 'q-final-payback',
                  type: 'true-false',
                  question: 'A tool that pays back its costs in under three months is generally worth keeping and extending.',
                  correct_answer: true,
                  explanation: 'Payback under three months is a strong result: keep the tool and look for a second task it can take on.',
                },
                {
                  id: 'q-final-task-score',
                  type: 'multiple-choice',
                  question: 'A task scores Time 4, Ease 5 and Risk 4 on the shortlist scale. What should you do?',
                  options: [
                    'Keep it human',
                    'Treat it as a strong first candidate',
                    'Wait until AI tools improve',
                    'Hire a consultant before trying it',
                  ],
                  correct_answer: 1,
                  explanation: 'The total is 13, above the threshold of 12, so it is a strong first candidate to try with AI.',
                },
              ],
            },
          },
        ],
      },
    ],
  },
};

import { ai101ForBusinessOwners } from './courses/ai-101-for-business-owners';
import { aiCustomerServicePlaybook } from './courses/ai-customer-service-playbook';
import { aiMarketingEssentials } from './courses/ai-marketing-essentials';
import { aiSalesAccelerator } from './courses/ai-sales-accelerator';
import { aiStrategyBlueprint } from './courses/ai-strategy-blueprint';
import { automateYourBusiness } from './courses/automate-your-business';
import { dataDrivenDecisionsWithAi } from './courses/data-driven-decisions-with-ai';
import { leadingAiTransformation } from './courses/leading-ai-transformation';
import { measuringAiRoi } from './courses/measuring-ai-roi';
import { promptEngineeringMastery } from './courses/prompt-engineering-mastery';
import { responsibleAiGovernance } from './courses/responsible-ai-governance';
import type { SeedCourse } from './seed-course';

/**
 * The demo catalogue, loaded once on first start. The order matters: the seeder gives each
 * course a created_at one day after the previous one, so this is the catalogue's age order.
 */
export const SEED_COURSES: SeedCourse[] = [
  ai101ForBusinessOwners,
  promptEngineeringMastery,
  aiMarketingEssentials,
  automateYourBusiness,
  aiCustomerServicePlaybook,
  dataDrivenDecisionsWithAi,
  aiSalesAccelerator,
  aiStrategyBlueprint,
  leadingAiTransformation,
  measuringAiRoi,
  responsibleAiGovernance,
];

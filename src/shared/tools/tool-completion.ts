import type { ToolStates } from '../api/tools';
import { isMaturityComplete } from './ai-maturity';
import { isTaskSortComplete } from './automatable-quiz';
import { isRoiComplete } from './roi-calculator';
import type { ToolId } from './tool-catalog';

/** Whether a (valid) state finishes a tool that completes its lesson; the others never do (tools.md). */
export function finishesLesson<Id extends ToolId>(toolId: Id, state: ToolStates[Id]): boolean {
  switch (toolId) {
    case 'roi-calculator':
      return isRoiComplete(state as ToolStates['roi-calculator']);
    case 'automatable-quiz':
      return isTaskSortComplete((state as ToolStates['automatable-quiz']).answers);
    case 'ai-maturity-quiz':
      return isMaturityComplete(state as ToolStates['ai-maturity-quiz']);
    default:
      return false;
  }
}

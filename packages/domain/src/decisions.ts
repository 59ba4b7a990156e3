/**
 * Decisions that move a workflow: what state an approver's decision leads to. The server applies
 * them through `canTransition`, so a decision is only valid in the state it is taken from.
 */
import type { budgetApprovalDecision, budgetDecision } from './lists/logistics';
import type { MachineState } from './machines';
import type { CodeOf } from './vocabulary';

/** Budget decision on a purchase request in ANGGARAN-APPROVAL -> its next state. */
export const budgetDecisionTarget = Object.freeze({
  APPROVE: 'PR-APPROVAL',
  REVISE: 'ANGGARAN-NEED-REVISION',
  REJECT: 'ANGGARAN-REJECTED',
} as const satisfies Record<CodeOf<typeof budgetDecision>, MachineState<'materialRequestStatus'>>);

export type BudgetReviewState = 'WAITING-FOR-APPROVAL-ANGGARAN' | 'WAITING-FOR-APPROVAL-MANAGEMENT';

const budgetApprovalTargets = {
  'WAITING-FOR-APPROVAL-ANGGARAN': {
    APPROVED: 'WAITING-FOR-APPROVAL-MANAGEMENT',
    REVISE: 'REVISED',
  },
  'WAITING-FOR-APPROVAL-MANAGEMENT': { APPROVED: 'FINISHED', REVISE: 'REVISED-MANAGEMENT' },
} as const satisfies Record<
  BudgetReviewState,
  Record<CodeOf<typeof budgetApprovalDecision>, MachineState<'budgetStatus'>>
>;

/** Budget-plan decision (REVISE or APPROVED) at a review stage -> the plan's next state. */
export function budgetApprovalTarget(
  from: BudgetReviewState,
  decision: CodeOf<typeof budgetApprovalDecision>,
): MachineState<'budgetStatus'> {
  return budgetApprovalTargets[from][decision];
}

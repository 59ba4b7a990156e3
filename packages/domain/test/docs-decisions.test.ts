import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allMachinesMarkdown,
  budgetApprovalDecision,
  budgetApprovalTarget,
  budgetDecision,
  budgetDecisionTarget,
  canTransition,
  machineMarkdown,
  registry,
  registryMarkdown,
  statusListIds,
} from '../src';

const doc = readFileSync(new URL('../../../docs/domain.md', import.meta.url), 'utf8');

function block(name: string): string {
  const start = `<!-- generated:${name}:start -->\n`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(`\n<!-- generated:${name}:end -->`);
  if (from < 0 || to < from) throw new Error(`no ${name} block`);
  return doc.slice(from + start.length, to);
}

describe('docs/domain.md', () => {
  it('shows the current list catalogue', () => {
    expect(block('registry')).toBe(registryMarkdown());
    expect(registryMarkdown().split('\n')).toHaveLength(registry.length + 2);
  });

  it('shows the current table of every machine', () => {
    expect(block('machines')).toBe(allMachinesMarkdown());
    for (const id of statusListIds) expect(doc).toContain(machineMarkdown(id));
  });

  it('marks initial and terminal states in a machine table', () => {
    const table = machineMarkdown('pathologyExamStatus');
    expect(table).toContain('| `PENDING` | Menunggu | `DONE`, `REJECT` | initial |');
    expect(table).toContain('| `REJECT` | Ditolak | - | terminal |');
  });
});

describe('decisions', () => {
  it('maps every budget decision to an allowed transition from ANGGARAN-APPROVAL', () => {
    for (const { code } of budgetDecision.entries) {
      const to = budgetDecisionTarget[code];
      expect(canTransition('materialRequestStatus', 'ANGGARAN-APPROVAL', to)).toBe(true);
      expect(canTransition('purchaseBudgetApprovalStatus', 'ANGGARAN-APPROVAL', to)).toBe(true);
    }
  });

  it('maps every budget-plan decision at each stage to an allowed transition', () => {
    const stages = ['WAITING-FOR-APPROVAL-ANGGARAN', 'WAITING-FOR-APPROVAL-MANAGEMENT'] as const;
    for (const stage of stages) {
      for (const { code } of budgetApprovalDecision.entries) {
        expect(canTransition('budgetStatus', stage, budgetApprovalTarget(stage, code))).toBe(true);
      }
    }
    expect(budgetApprovalTarget('WAITING-FOR-APPROVAL-MANAGEMENT', 'APPROVED')).toBe('FINISHED');
    expect(budgetApprovalTarget('WAITING-FOR-APPROVAL-ANGGARAN', 'REVISE')).toBe('REVISED');
  });
});

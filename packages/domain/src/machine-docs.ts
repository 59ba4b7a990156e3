/**
 * Markdown tables of the state machines, the form `docs/domain.md` shows them in. A test checks
 * that the document holds the table of every machine, so the document cannot drift from the code.
 * Regenerate with `npm run docs:machines -w @simrs/domain`.
 */
import { machines, type StatusListId, statusListIds } from './machines';
import { registry } from './registry';
import { labelOf } from './vocabulary';

/** The markdown section (heading and table) of one machine. */
export function machineMarkdown(listId: StatusListId): string {
  const machine = machines[listId];
  const list = registry.find((v) => v.id === listId);
  if (!list) throw new Error(`No status list ${listId}`);
  const transitions: Readonly<Record<string, readonly string[]>> = machine.transitions;
  const initial: readonly string[] = machine.initial;
  const rows = machine.states.map((state: string) => {
    const next = transitions[state] ?? [];
    const notes = [initial.includes(state) ? 'initial' : '', next.length === 0 ? 'terminal' : '']
      .filter(Boolean)
      .join(', ');
    const targets = next.length === 0 ? '-' : next.map((t) => `\`${t}\``).join(', ');
    return `| \`${state}\` | ${labelOf(list, state)} | ${targets} | ${notes} |`;
  });
  return [
    `#### \`${listId}\` (${list.title})`,
    '',
    '| State | Label | Next states | Notes |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** One table row per registered vocabulary: id, title, kind, code type and codes. */
export function registryMarkdown(): string {
  const rows = registry.map((v) => {
    const codes = v.entries.map((e) => `\`${String(e.code)}\``).join(' ');
    return `| \`${v.id}\` | ${v.title} | ${v.kind} | ${v.codeType} | ${codes} |`;
  });
  return [
    '| Id | Title | Kind | Code type | Codes (in order) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Every machine's section, in registry order. */
export function allMachinesMarkdown(): string {
  return statusListIds.map((id) => machineMarkdown(id)).join('\n\n');
}

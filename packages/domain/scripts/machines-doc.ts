// Prints (or, with --write, updates in docs/domain.md) the generated parts of the domain page:
// the list catalogue and the state-machine tables.
import { readFileSync, writeFileSync } from 'node:fs';
import { allMachinesMarkdown, registryMarkdown } from '../src/machine-docs';

const docPath = new URL('../../../docs/domain.md', import.meta.url);

function replaceBlock(doc: string, name: string, body: string): string {
  const start = `<!-- generated:${name}:start -->`;
  const end = `<!-- generated:${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`Markers for ${name} missing in docs/domain.md`);
  return `${doc.slice(0, from + start.length)}\n${body}\n${doc.slice(to)}`;
}

if (process.argv.includes('--write')) {
  let doc = readFileSync(docPath, 'utf8');
  doc = replaceBlock(doc, 'registry', registryMarkdown());
  doc = replaceBlock(doc, 'machines', allMachinesMarkdown());
  writeFileSync(docPath, doc);
  process.stdout.write('docs/domain.md updated\n');
} else {
  process.stdout.write(`${registryMarkdown()}\n\n${allMachinesMarkdown()}\n`);
}

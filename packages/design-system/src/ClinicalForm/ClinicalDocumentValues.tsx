import {
  type ClinicalContent,
  conditionHolds,
  type FormTemplate,
  isFilled,
} from '@simrs/validators/forms';
import { Card } from '../Card';
import { Sections, ValuesList } from './ClinicalForm.styles';
import { valueLines } from './values';

export interface ClinicalDocumentValuesProps {
  template: FormTemplate;
  content: ClinicalContent;
}

/**
 * A signed document's values, read-only: a card per section that holds something, each field
 * as label and words (options' labels, units, scale totals with their band, the regions by
 * finding with the abnormal ones' notes).
 */
export function ClinicalDocumentValues({ template, content }: ClinicalDocumentValuesProps) {
  const sections = template.sections
    .filter((s) => conditionHolds(s.showIf, content))
    .map((s) => ({
      section: s,
      lines: s.fields
        .filter((f) => conditionHolds(f.showIf, content) && isFilled(content[f.key]))
        .flatMap((f) =>
          valueLines(f, content[f.key]).map((l) => ({ ...l, key: `${f.key}:${l.label}` })),
        ),
    }))
    .filter((s) => s.lines.length > 0);
  return (
    <Sections aria-label={template.title} role="region">
      {sections.length === 0 ? <p>Dokumen belum berisi data.</p> : null}
      {sections.map(({ section, lines }) => (
        <Card key={section.key} title={section.title}>
          <ValuesList>
            {lines.map((l) => (
              <div key={l.key} style={{ display: 'contents' }}>
                <dt>{l.label}</dt>
                <dd>{l.text}</dd>
              </div>
            ))}
          </ValuesList>
        </Card>
      ))}
    </Sections>
  );
}

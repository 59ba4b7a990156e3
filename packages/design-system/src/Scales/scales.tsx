import {
  type AldreteItemId,
  type AsaClassCode,
  aldrete,
  aldreteResult,
  apgar,
  asaClass,
  bromageScore,
  fallRiskAdult,
  fallRiskGeriatric,
  fallRiskPediatric,
  formatAsa,
  formatGcs,
  type GeriatricAnswers,
  type GeriatricQuestionId,
  gcsAdult,
  gcsChild,
  gcsNeonatal,
  geriatricMobility,
  geriatricTransfer,
  geriatricYesNoGroups,
  painBand,
  painScale,
  stewardScore,
} from '@simrs/domain';
import { Label, RadioGroup } from 'react-aria-components';
import { colourValues } from '../tokens';
import {
  type PartialAnswers,
  ScaleField,
  ScaleItemGroup,
  ScaleSummary,
  useAnswers,
} from './ScaleField';
import {
  OptionRadio,
  PainSlider,
  PainThumb,
  PainTicks,
  PainTrack,
  ScaleRoot,
  YesNoCheckbox,
} from './Scales.styles';

type GcsItemId = 'eye' | 'verbal' | 'motor';

export interface GcsScaleProps {
  variant: 'adult' | 'child' | 'neonatal';
  value?: PartialAnswers<GcsItemId>;
  defaultValue?: PartialAnswers<GcsItemId>;
  onChange?: (answers: PartialAnswers<GcsItemId>) => void;
  isDisabled?: boolean;
  /** Sent incomplete: the message under the scale, the unanswered items marked invalid. */
  errorMessage?: string;
}

const gcsScales = { adult: gcsAdult, child: gcsChild, neonatal: gcsNeonatal } as const;

/** GCS (adult, child, neonatal): E, V, M; total, consciousness band and E4V5M6 notation. */
export function GcsScale({ variant, onChange, ...props }: GcsScaleProps) {
  return (
    <ScaleField
      scale={gcsScales[variant]}
      notation={(a) => formatGcs(a)}
      onChange={onChange ? (answers) => onChange(answers) : undefined}
      {...props}
    />
  );
}

type FallItemOf<S> = S extends { items: readonly { id: infer I }[] } ? I & string : never;

export interface FallRiskScaleProps {
  variant: 'adult' | 'pediatric';
  value?: PartialAnswers<FallItemOf<typeof fallRiskAdult> | FallItemOf<typeof fallRiskPediatric>>;
  onChange?: (answers: Partial<Record<string, number>>) => void;
  isDisabled?: boolean;
  /** Sent incomplete: the message under the scale, the unanswered items marked invalid. */
  errorMessage?: string;
}

/** Fall risk, adult (Morse-style weights of the spec) or pediatric (Humpty Dumpty 1-4). */
export function FallRiskScale({ variant, onChange, isDisabled, errorMessage }: FallRiskScaleProps) {
  return variant === 'adult' ? (
    <ScaleField
      scale={fallRiskAdult}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      onChange={onChange ? (a) => onChange(a) : undefined}
    />
  ) : (
    <ScaleField
      scale={fallRiskPediatric}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      onChange={onChange ? (a) => onChange(a) : undefined}
    />
  );
}

export interface SimpleScaleProps {
  onChange?: (answers: Partial<Record<string, number>>) => void;
  isDisabled?: boolean;
}

/** Apgar: five items, each scored 0-2 (codes 1-3 as the spec stores them). */
export function ApgarScale({ onChange, isDisabled }: SimpleScaleProps) {
  return (
    <ScaleField
      scale={apgar}
      isDisabled={isDisabled}
      onChange={onChange ? (a) => onChange(a) : undefined}
    />
  );
}

/** Bromage 0-3 (motor block after spinal/epidural anaesthesia). */
export function BromageScale({ onChange, isDisabled }: SimpleScaleProps) {
  return (
    <ScaleField
      scale={bromageScore}
      isDisabled={isDisabled}
      onChange={onChange ? (a) => onChange(a) : undefined}
    />
  );
}

/** Recovery scores 0-2: consciousness, breathing and motor (Steward). */
export function RecoveryScale({ onChange, isDisabled }: SimpleScaleProps) {
  return (
    <ScaleField
      scale={stewardScore}
      isDisabled={isDisabled}
      onChange={onChange ? (a) => onChange(a) : undefined}
    />
  );
}

export interface AldreteScaleProps {
  value?: PartialAnswers<AldreteItemId>;
  onChange?: (answers: PartialAnswers<AldreteItemId>) => void;
  isDisabled?: boolean;
}

/** Aldrete: seven items 0-2; ready to leave recovery per the domain's `aldreteResult`. */
export function AldreteScale({ value, onChange, isDisabled }: AldreteScaleProps) {
  const [answers, setAnswers] = useAnswers(value, {}, onChange);
  const done = aldrete.items.every((i) => answers[i.id] !== undefined);
  const result = done ? aldreteResult(answers as Record<AldreteItemId, number>) : undefined;
  return (
    <ScaleRoot>
      <legend>{aldrete.title}</legend>
      {aldrete.items.map((item) => (
        <ScaleItemGroup
          key={item.id}
          item={item}
          value={answers[item.id]}
          isDisabled={isDisabled}
          showPoints
          onChange={(code) => setAnswers({ ...answers, [item.id]: code })}
        />
      ))}
      <ScaleSummary
        title={aldrete.title}
        total={result?.total}
        band={result?.band}
        max={14}
        extra={result ? <span data-core>Skor inti {result.coreTotal} / 10</span> : null}
      />
    </ScaleRoot>
  );
}

export interface GeriatricFallRiskScaleProps {
  value?: Partial<GeriatricAnswers>;
  onChange?: (answers: Partial<GeriatricAnswers>) => void;
  isDisabled?: boolean;
}

/** Geriatric fall risk (Ontario Modified Stratify): yes/no groups, transfer and mobility. */
export function GeriatricFallRiskScale({
  value,
  onChange,
  isDisabled,
}: GeriatricFallRiskScaleProps) {
  const [answers, setAnswers] = useAnswers<Partial<GeriatricAnswers>>(value, {}, onChange);
  const yes = new Set<GeriatricQuestionId>(answers.yes ?? []);
  const result =
    answers.transfer !== undefined && answers.mobility !== undefined
      ? fallRiskGeriatric({
          yes: [...yes],
          transfer: answers.transfer,
          mobility: answers.mobility,
        })
      : undefined;
  const toggle = (id: GeriatricQuestionId, on: boolean) => {
    const next = new Set(yes);
    if (on) next.add(id);
    else next.delete(id);
    setAnswers({ ...answers, yes: [...next] });
  };
  return (
    <ScaleRoot>
      <legend>Risiko Jatuh Geriatri (Ontario Modified Stratify)</legend>
      {geriatricYesNoGroups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`geriatri-${group.id}`}>
          <strong id={`geriatri-${group.id}`}>
            {group.label} ({group.points})
          </strong>
          {group.questions.map((q) => (
            <YesNoCheckbox
              key={q.id}
              isSelected={yes.has(q.id)}
              isDisabled={isDisabled}
              onChange={(on) => toggle(q.id, on)}
            >
              {q.label}
            </YesNoCheckbox>
          ))}
        </div>
      ))}
      <ScaleItemGroup
        item={geriatricTransfer}
        value={answers.transfer}
        isDisabled={isDisabled}
        showPoints
        onChange={(transfer) => setAnswers({ ...answers, transfer })}
      />
      <ScaleItemGroup
        item={geriatricMobility}
        value={answers.mobility}
        isDisabled={isDisabled}
        showPoints
        onChange={(mobility) => setAnswers({ ...answers, mobility })}
      />
      <ScaleSummary
        title="Risiko Jatuh Geriatri"
        total={result?.total}
        band={result?.band}
        max={30}
      />
    </ScaleRoot>
  );
}

export interface PainScaleProps {
  value?: number;
  defaultValue?: number;
  onChange?: (score: number) => void;
  isDisabled?: boolean;
}

/** Pain NRS 0-10 as a React Aria slider over its colour bands, with the number and band word. */
export function PainScale({ value, defaultValue = 0, onChange, isDisabled }: PainScaleProps) {
  const [score, setScore] = useAnswers(value, defaultValue, onChange);
  const band = painBand(score);
  return (
    <ScaleRoot>
      <legend>{painScale.title}</legend>
      <PainSlider
        minValue={0}
        maxValue={10}
        step={1}
        value={score}
        onChange={(v) => setScore(Array.isArray(v) ? (v[0] ?? 0) : v)}
        isDisabled={isDisabled}
      >
        <Label data-label>Skor Nyeri</Label>
        <PainTrack>
          <span data-band-strip aria-hidden="true">
            {painScale.bands.map((b) => (
              <span
                key={b.code}
                style={{
                  flex: b.max - b.min + 1,
                  background: colourValues.status[b.tone].solid,
                }}
              />
            ))}
          </span>
          <PainThumb />
        </PainTrack>
        <PainTicks aria-hidden="true">
          {Array.from({ length: 11 }, (_, n) => (
            <span key={String(n)}>{n}</span>
          ))}
        </PainTicks>
      </PainSlider>
      <ScaleSummary title={painScale.title} total={score} band={band} max={10} />
    </ScaleRoot>
  );
}

export interface AsaFieldProps {
  value?: { asaClass?: AsaClassCode; emergency: boolean };
  onChange?: (value: { asaClass?: AsaClassCode; emergency: boolean }) => void;
  isDisabled?: boolean;
}

/** ASA physical status 1-5 with the emergency suffix E, shown as 'ASA III E'. */
export function AsaField({ value, onChange, isDisabled }: AsaFieldProps) {
  const [state, setState] = useAnswers(value, { emergency: false }, onChange);
  const entry = asaClass.entries.find((e) => e.code === state.asaClass);
  return (
    <ScaleRoot>
      <legend>{asaClass.title}</legend>
      <RadioGroup
        aria-label="Kelas ASA"
        value={state.asaClass === undefined ? null : String(state.asaClass)}
        onChange={(v) => setState({ ...state, asaClass: Number(v) as AsaClassCode })}
        isDisabled={isDisabled}
      >
        {asaClass.entries.map((e) => (
          <OptionRadio key={e.code} value={String(e.code)}>
            {e.label}
          </OptionRadio>
        ))}
      </RadioGroup>
      <YesNoCheckbox
        isSelected={state.emergency}
        isDisabled={isDisabled}
        onChange={(emergency) => setState({ ...state, emergency })}
      >
        Operasi darurat (E)
      </YesNoCheckbox>
      <ScaleSummary
        title={asaClass.title}
        total={state.asaClass}
        band={
          entry
            ? {
                label: formatAsa({ asaClass: entry.code, emergency: state.emergency }),
                tone: entry.tone,
              }
            : undefined
        }
        max={5}
      />
    </ScaleRoot>
  );
}

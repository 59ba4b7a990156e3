import type { ScaleItem, ScaleResult, ScoredScale } from '@simrs/domain';
import { scoreScale } from '@simrs/domain';
import { type ReactNode, useId, useState } from 'react';
import { Label, Text } from 'react-aria-components';
import { ToneChip } from '../StatusChip';
import { ItemGroup, OptionRadio, ScaleError, ScaleRoot, Summary } from './Scales.styles';

export type PartialAnswers<ItemId extends string> = Partial<Record<ItemId, number>>;

/** Controlled-or-uncontrolled answers state. */
export function useAnswers<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState<T>(defaultValue);
  const current = value ?? inner;
  const set = (next: T) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

export interface ScaleItemGroupProps {
  item: ScaleItem;
  value: number | undefined;
  onChange: (code: number) => void;
  isDisabled?: boolean;
  /** Show each option's points (hidden when code and points are the same number). */
  showPoints?: boolean;
  /** Marks the item unanswered-but-required, described by the scale's message (its id). */
  invalidMessageId?: string;
}

/** One item of a scale as a radio group (React Aria): label, options, points. */
export function ScaleItemGroup({
  item,
  value,
  onChange,
  isDisabled,
  showPoints,
  invalidMessageId,
}: ScaleItemGroupProps) {
  return (
    <ItemGroup
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      isInvalid={invalidMessageId !== undefined}
      aria-describedby={invalidMessageId}
    >
      <Label data-label>{item.label}</Label>
      {item.options.map((o) => (
        <OptionRadio key={o.code} value={String(o.code)}>
          <span>{o.label}</span>
          {showPoints ? <span data-points>{o.points}</span> : null}
        </OptionRadio>
      ))}
    </ItemGroup>
  );
}

export interface ScaleSummaryProps {
  title: string;
  total: number | undefined;
  band: { label: string; tone: ScaleResult['band']['tone'] } | undefined;
  max: number;
  extra?: ReactNode;
}

/** Total, band word and tone together (never colour alone), announced politely. */
export function ScaleSummary({ title, total, band, max, extra }: ScaleSummaryProps) {
  return (
    <Summary role="status" aria-label={`Hasil ${title}`}>
      <span>
        Total <span data-total>{total ?? '–'}</span>
        <Text slot="description"> / {max}</Text>
      </span>
      {band ? (
        <ToneChip tone={band.tone} label={band.label} data-band />
      ) : (
        <span>Lengkapi semua butir</span>
      )}
      {extra}
    </Summary>
  );
}

export interface ScaleFieldProps<ItemId extends string, BandCode extends string | number> {
  scale: ScoredScale<string, ItemId, BandCode>;
  value?: PartialAnswers<ItemId>;
  defaultValue?: PartialAnswers<ItemId>;
  /** Called with the answers and, once every item is answered, the domain's result. */
  onChange?: (answers: PartialAnswers<ItemId>, result: ScaleResult<BandCode> | undefined) => void;
  isDisabled?: boolean;
  /** Extra text next to the total (e.g. GCS notation E4V5M6). */
  notation?: (answers: Record<ItemId, number>) => string;
  /**
   * The form was sent with this scale incomplete: the message shows under the summary and every
   * unanswered item is marked invalid and described by it.
   */
  errorMessage?: string;
}

function complete<ItemId extends string>(
  items: readonly ScaleItem<ItemId>[],
  answers: PartialAnswers<ItemId>,
): answers is Record<ItemId, number> {
  return items.every((i) => answers[i.id] !== undefined);
}

/**
 * An additive clinical scale of `@simrs/domain` (GCS, fall risk adult/pediatric, Apgar, Bromage,
 * Steward, ...): one radio group per item, the total and its band, scored by `scoreScale`.
 */
export function ScaleField<ItemId extends string, BandCode extends string | number>({
  scale,
  value,
  defaultValue = {},
  onChange,
  isDisabled,
  notation,
  errorMessage,
}: ScaleFieldProps<ItemId, BandCode>) {
  const errorId = useId();
  const result = (a: PartialAnswers<ItemId>) =>
    complete(scale.items, a) ? scoreScale(scale, a) : undefined;
  const [answers, setAnswers] = useAnswers(value, defaultValue, (next) =>
    onChange?.(next, result(next)),
  );
  const current = result(answers);
  const showPoints = scale.items.some((i) => i.options.some((o) => o.code !== o.points));
  return (
    <ScaleRoot>
      <legend>{scale.title}</legend>
      {scale.items.map((item) => (
        <ScaleItemGroup
          key={item.id}
          item={item}
          value={answers[item.id]}
          isDisabled={isDisabled}
          showPoints={showPoints || scale.items.length > 1}
          invalidMessageId={errorMessage && answers[item.id] === undefined ? errorId : undefined}
          onChange={(code) => setAnswers({ ...answers, [item.id]: code })}
        />
      ))}
      <ScaleSummary
        title={scale.title}
        total={current?.total}
        band={current?.band}
        max={scale.max}
        extra={
          current && notation && complete(scale.items, answers) ? (
            <span data-notation>{notation(answers)}</span>
          ) : null
        }
      />
      {errorMessage ? <ScaleError id={errorId}>{errorMessage}</ScaleError> : null}
    </ScaleRoot>
  );
}

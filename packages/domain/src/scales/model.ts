/**
 * The clinical scale model: a scale is data (items, options with Indonesian labels and points,
 * interpretation bands) scored by pure functions. A band covers a closed range of totals and
 * carries a code, an Indonesian label and a tone, like a vocabulary entry.
 */
import type { Tone } from '../vocabulary';

export interface ScaleOption {
  /** The code stored in the record (usually equal to `points`; Apgar stores 1-3 for 0-2). */
  readonly code: number;
  readonly label: string;
  readonly points: number;
}

export interface ScaleItem<ItemId extends string = string> {
  readonly id: ItemId;
  readonly label: string;
  readonly options: readonly ScaleOption[];
}

export interface ScoreBand<BandCode extends string | number = string | number> {
  readonly code: BandCode;
  readonly label: string;
  readonly tone: Tone;
  /** Lowest total of the band (inclusive). */
  readonly min: number;
  /** Highest total of the band (inclusive). */
  readonly max: number;
}

export interface ScoredScale<
  Id extends string = string,
  ItemId extends string = string,
  BandCode extends string | number = string | number,
> {
  readonly id: Id;
  /** Indonesian title. */
  readonly title: string;
  /** The published instrument (and where the bands come from). */
  readonly source: string;
  readonly items: readonly ScaleItem<ItemId>[];
  readonly bands: readonly ScoreBand<BandCode>[];
  /** Lowest and highest possible totals. */
  readonly min: number;
  readonly max: number;
}

/** The option code chosen for every item of a scale. */
export type ScaleAnswers<ItemId extends string> = { readonly [K in ItemId]: number };

export interface ScaleResult<BandCode extends string | number = string | number> {
  readonly total: number;
  readonly band: ScoreBand<BandCode>;
}

/** Frozen copies of scale items with the lowest and highest possible sums of their points. */
export function defineItems<const ItemId extends string>(
  items: readonly ScaleItem<ItemId>[],
): { readonly items: readonly ScaleItem<ItemId>[]; readonly min: number; readonly max: number } {
  let min = 0;
  let max = 0;
  for (const item of items) {
    const points = item.options.map((o) => o.points);
    min += Math.min(...points);
    max += Math.max(...points);
  }
  const frozen = items.map((i) =>
    Object.freeze({ ...i, options: Object.freeze(i.options.map((o) => Object.freeze({ ...o }))) }),
  );
  return { items: Object.freeze(frozen), min, max };
}

export function defineScale<
  const Id extends string,
  const ItemId extends string,
  const BandCode extends string | number,
>(def: {
  id: Id;
  title: string;
  source: string;
  items: readonly ScaleItem<ItemId>[];
  bands: readonly ScoreBand<BandCode>[];
}): ScoredScale<Id, ItemId, BandCode> {
  return Object.freeze({
    ...def,
    ...defineItems(def.items),
    bands: Object.freeze(def.bands.map((b) => Object.freeze({ ...b }))),
  });
}

/** The band whose range holds `score`; RangeError when none does. */
export function bandFor<B extends ScoreBand>(bands: readonly B[], score: number): B {
  if (!Number.isFinite(score)) throw new RangeError(`Score ${score} is not a number`);
  const band = bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`Score ${score} is outside every band`);
  return band;
}

/** The option chosen for one item; RangeError when the code is not one of the item's. */
export function optionFor(item: ScaleItem, code: number): ScaleOption {
  const option = item.options.find((o) => o.code === code);
  if (!option) throw new RangeError(`${item.id}: ${code} is not an option`);
  return option;
}

/** Sums the points of the chosen options and finds the band. Every item must be answered. */
export function scoreScale<ItemId extends string, BandCode extends string | number>(
  scale: ScoredScale<string, ItemId, BandCode>,
  answers: ScaleAnswers<ItemId>,
): ScaleResult<BandCode> {
  let total = 0;
  for (const item of scale.items) {
    total += optionFor(item, answers[item.id]).points;
  }
  return { total, band: bandFor(scale.bands, total) };
}

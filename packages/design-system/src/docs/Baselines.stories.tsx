import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { type Baseline, baselinePath, baselines } from './baselines';

// The committed PNGs, bundled as files: each shown beside the story it was taken from.
const pngs = import.meta.glob<string>('../*/__screenshots__/*/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});
const urlOf = (baseline: Baseline) => pngs[`../${baselinePath(baseline)}`];

const Row = styled.section`
  display: grid;
  gap: var(--ds-space-4);
  padding: var(--ds-space-5) 0;
  border-bottom: 1px solid var(--ds-color-border);
  & h2 {
    margin: 0;
    font-size: var(--ds-font-size-md);
  }
  & figure {
    margin: 0;
    display: grid;
    gap: var(--ds-space-2);
    overflow-x: auto;
  }
  & figcaption {
    font-size: var(--ds-font-size-sm);
    color: var(--ds-color-text-muted);
  }
  & img,
  & iframe {
    border: 1px solid var(--ds-color-border);
    background: var(--ds-color-bg);
  }
  & img {
    justify-self: start;
    max-width: none;
  }
`;

/**
 * One baseline and its story, the story framed at the baseline's own size (plus the story's
 * padding), so both are drawn at the same width.
 */
function BaselineRow({ baseline }: { baseline: Baseline }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <Row aria-labelledby={`baseline-${baseline.name}`} data-baseline={baseline.name}>
      <h2 id={`baseline-${baseline.name}`}>{baseline.name}</h2>
      <figure>
        <img
          src={urlOf(baseline)}
          alt={`Baseline ${baseline.name}`}
          loading="lazy"
          onLoad={(event) =>
            setSize({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
        <figcaption>Baseline: {baselinePath(baseline)}</figcaption>
      </figure>
      <figure>
        <iframe
          title={`Tampilan sekarang: ${baseline.storyId}`}
          src={`iframe.html?id=${baseline.storyId}&viewMode=story`}
          loading="lazy"
          style={{
            width: size ? size.width + 40 : 1024,
            height: size ? Math.min(size.height + 80, 1400) : 480,
          }}
        />
        <figcaption>
          Sekarang:{' '}
          <a href={`?path=/story/${baseline.storyId}`} target="_top">
            {baseline.storyId}
          </a>
        </figcaption>
      </figure>
    </Row>
  );
}

function BaselinesPage() {
  return (
    <div>
      <p style={{ maxWidth: '70ch', margin: 0 }}>
        Setiap gambar acuan (baseline) yang di-commit, di samping tampilan story-nya saat ini. Uji
        visual membandingkan keduanya piksel demi piksel (pixelmatch, 0,2% piksel); setelah
        perubahan yang disengaja: <code>npm run test:visual:update -w @simrs/design-system</code>,
        periksa PNG-nya, lalu commit.
      </p>
      {baselines.map((b) => (
        <BaselineRow key={b.name} baseline={b} />
      ))}
    </div>
  );
}

/**
 * The screenshot baselines, browsable: each committed PNG beside the current render of its story
 * (an iframe of this Storybook). Not part of the Vitest run (its browser has no Storybook to
 * frame); the built-Storybook run opens it.
 */
const meta = {
  title: 'Foundations/Visual baselines',
  component: BaselinesPage,
  tags: ['!autodocs', '!test', 'built'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BaselinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images).toHaveLength(baselines.length);
    for (const img of images) await expect(img.getAttribute('src')).toBeTruthy();
  },
};

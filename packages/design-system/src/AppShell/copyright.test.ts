import { describe, expect, it } from 'vitest';
import { copyrightText, yearIn } from './copyright';

describe('copyrightText', () => {
  it('spans the years from the first to this one with an en dash', () => {
    expect(copyrightText(2022, 2026, 'RSUD Contoh')).toBe('© 2022–2026 RSUD Contoh');
  });

  it('names one year while it is still the first', () => {
    expect(copyrightText(2022, 2022, 'RSUD Contoh')).toBe('© 2022 RSUD Contoh');
    // A clock behind the start year never shows a backwards range.
    expect(copyrightText(2022, 2021, 'RSUD Contoh')).toBe('© 2022 RSUD Contoh');
  });

  it('keeps the line clean without a holder', () => {
    expect(copyrightText(2022, 2025, '  ')).toBe('© 2022–2025');
  });
});

describe('yearIn', () => {
  it('turns the year at midnight WIB, not UTC', () => {
    // 31 Dec 2025 17:00 UTC is 1 Jan 2026 00:00 WIB.
    expect(yearIn(Date.parse('2025-12-31T16:59:59Z'))).toBe(2025);
    expect(yearIn(Date.parse('2025-12-31T17:00:00Z'))).toBe(2026);
  });
});

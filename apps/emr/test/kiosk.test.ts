import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../src/routing/appRoutes';
import { DEFAULT_KIOSK_PORT, isSameApp, kioskBase, kioskUrlFor } from '../src/routing/kiosk';
import { routesReport } from '../src/routing/routeTable';

const lan = { protocol: 'http:', hostname: '10.0.0.5' };

describe('kiosk app address', () => {
  it('is the configured URL, else this host on the kiosk port', () => {
    expect(kioskBase(lan, { url: 'https://layar.rs.local/' })).toBe('https://layar.rs.local');
    expect(kioskBase(lan, { url: '  ' })).toBe(`http://10.0.0.5:${DEFAULT_KIOSK_PORT}`);
    expect(kioskBase(lan, { port: '8081' })).toBe('http://10.0.0.5:8081');
    expect(kioskBase({ protocol: 'https:', hostname: '::1' }, {})).toBe('https://[::1]:5174');
  });

  it('keeps the path and query of the public screen', () => {
    expect(kioskUrlFor('/display-poli?layar=TV-1', 'http://10.0.0.5:5174')).toBe(
      'http://10.0.0.5:5174/display-poli?layar=TV-1',
    );
    expect(kioskUrlFor('done-checkin/AB12', 'https://layar.rs.local/kiosk')).toBe(
      'https://layar.rs.local/kiosk/done-checkin/AB12',
    );
  });

  it('never redirects to this same app (a loop)', () => {
    expect(isSameApp('http://10.0.0.5:5173/display-poli', 'http://10.0.0.5:5173')).toBe(true);
    expect(isSameApp('http://10.0.0.5:5174/display-poli', 'http://10.0.0.5:5173')).toBe(false);
    expect(isSameApp('bukan url', 'http://10.0.0.5:5173')).toBe(true);
  });
});

describe('kiosk routes in the route table', () => {
  it('sends every public screen but login to the kiosk app, out of the menu', () => {
    const publik = routeTable.filter((r) => r.section === '2.2');
    expect(publik.length).toBeGreaterThan(10);
    for (const r of publik) {
      if (r.key === 'login') continue;
      expect(r, r.key).toMatchObject({ kind: 'kiosk', inMenu: false, displayOnly: true });
    }
    expect(findRoute('login')?.context).toBe('auth');
  });

  it('counts a kiosk route as implemented only once it is seen to reach its kiosk screen', () => {
    const section = (reached?: Set<string>) =>
      routesReport(routeTable, reached).find((r) => r.section === '2.2');
    expect(findRoute('display-poli')?.implemented).toBe(false);
    expect(section()?.implemented).toBe(1); // login
    expect(section(new Set(['display-poli', 'display-cetak']))?.implemented).toBe(3);
    // Only kiosk routes can be counted that way.
    expect(section(new Set(['pendaftaran-ugd']))?.implemented).toBe(1);
  });
});

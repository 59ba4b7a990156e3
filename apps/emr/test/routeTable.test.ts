import { screenCatalog } from '@simrs/domain/screens';
import { resources } from '@simrs/validators/resources';
import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../src/routing/appRoutes';
import { pathPattern, routesReport } from '../src/routing/routeTable';

describe('route table', () => {
  it('registers every screen of the catalogue once, in order', () => {
    expect(routeTable.map((r) => r.key)).toEqual(screenCatalog.map((s) => s.key));
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('turns parameters into react-router patterns', () => {
    expect(findRoute('poli')?.path).toBe('/poli/:pageSlug?/:pageId?');
    expect(findRoute('ugd-catatan-asuhan')?.path).toBe('/ugd-catatan-asuhan/:pageSlug');
    expect(findRoute('hari-libur')?.path).toBe('/hari-libur');
    const dashboard = screenCatalog.find((s) => s.key === 'dashboard');
    expect(dashboard && pathPattern(dashboard)).toBe('/dashboard/:pageSlug?');
  });

  it('implements every resource definition whose menu is a route, through the generic screen', () => {
    for (const resource of resources) {
      const route = findRoute(resource.menu);
      if (!route) continue;
      expect(route.kind, resource.menu).toBe('feature');
      expect(route.resource?.key).toBe(resource.key);
      expect(route.implemented).toBe(true);
      expect(route.callToAction).toBe(true);
    }
    expect(findRoute('poli')?.title).toBe('Master Poli');
  });

  it('keeps unbuilt screens registered with their menu key, honest and out of the menu', () => {
    const later = findRoute('pendaftaran-ugd');
    expect(later).toMatchObject({
      kind: 'not-yet',
      implemented: false,
      inMenu: false,
      menuKey: 'pendaftaran-ugd',
    });
    expect(later?.title.length).toBeGreaterThan(0);
  });

  it('flags public screens as display-only without a menu, and login as redirect-if-logged-in', () => {
    expect(findRoute('display-poli')).toMatchObject({ displayOnly: true, menuKey: null });
    expect(findRoute('login')).toMatchObject({
      redirectIfLoggedIn: true,
      displayOnly: false,
      inMenu: false,
      kind: 'feature',
      context: 'auth',
    });
  });

  it('reports per section sums that add up to the table', () => {
    const report = routesReport(routeTable);
    expect(report.map((r) => r.section)).toContain('2.14');
    expect(report.reduce((a, r) => a + r.routes, 0)).toBe(routeTable.length);
    const admin = report.find((r) => r.section === '2.5');
    expect(admin?.implemented).toBeGreaterThanOrEqual(5);
    expect(report.every((r) => r.implemented <= r.routes)).toBe(true);
  });
});

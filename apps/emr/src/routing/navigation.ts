/**
 * The app router's navigation for links drawn by the design system (sidebar entries, `Link`,
 * `LinkButton`). The router is created in the routed app's chunk, so until it exists (the login
 * page of a visitor without a session) a link simply loads the page.
 */
type Navigate = (href: string) => void;

let routerNavigate: Navigate | null = null;

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export function navigateInApp(href: string): void {
  if (routerNavigate) routerNavigate(href);
  else window.location.assign(href);
}
